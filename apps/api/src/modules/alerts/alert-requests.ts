import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EVALUATE_ALERTS_JOB } from './alert-evaluation';

/** pg-boss's schema (jobs/queue.ts QUEUE_SCHEMA; not imported, as queue.ts imports every module's workers). */
const QUEUE_SCHEMA = 'pgboss';
/** The classes this transaction has already asked for (a transaction-local setting, undone with a rollback). */
const REQUESTED = 'edudesk.alert_classes';

/** Only its SQL is used (send with a `db`): never started, it opens no connection. */
const boss = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('alert requests run inside a transaction')) },
  schema: QUEUE_SCHEMA,
});

/** pg-boss's SQL ($1…$n) run by drizzle on the transaction. */
const onTransaction = (tx: Db) => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const parts: SQL[] = [];
    let last = 0;
    for (const match of text.matchAll(/\$(\d+)/g)) {
      parts.push(sql.raw(text.slice(last, match.index)));
      // An unset option is SQL NULL (drizzle would leave an undefined parameter out); data is JSON.
      const value = values[Number(match[1]) - 1] ?? null;
      parts.push(sql`${value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value}`);
      last = match.index + match[0].length;
    }
    parts.push(sql.raw(text.slice(last)));
    const result = (await tx.execute(sql.join(parts))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});

/**
 * Asks, inside the writing transaction, for these classes' alerts to be evaluated: a pg-boss job inserted by
 * the transaction, so a rollback asks for nothing and a commit for exactly one evaluation per class, however
 * many writes the transaction made and whichever process made them. Without the queue's tables (tests, a
 * database pg-boss never started on) nothing is asked: the hourly sweep evaluates every class anyway.
 */
export async function requestAlertEvaluationInTransaction(tx: Db, classIds: number[]) {
  if (classIds.length === 0) return;
  const {
    rows: [state],
  } = (await tx.execute(
    sql`SELECT to_regclass(${`${QUEUE_SCHEMA}.job`}) IS NOT NULL AS queue, coalesce(current_setting(${REQUESTED}, true), '') AS requested`,
  )) as unknown as { rows: { queue: boolean; requested: string }[] };
  if (!state.queue) return;
  const requested = new Set(state.requested.split(',').filter(Boolean).map(Number));
  const fresh = [...new Set(classIds)].filter((classId) => !requested.has(classId));
  if (fresh.length === 0) return;
  for (const classId of fresh) await boss.send(EVALUATE_ALERTS_JOB, { classId }, { db: onTransaction(tx) });
  await tx.execute(sql`SELECT set_config(${REQUESTED}, ${[...requested, ...fresh].join(',')}, true)`);
}
