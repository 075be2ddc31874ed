import { sql } from 'drizzle-orm';
import type { HistoryEntity } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { requestAlertEvaluationInTransaction } from '../alerts/alert-requests';

/** The channel a class's changes are announced on (NOTIFY, delivered when the change commits). */
export const CLASS_EVENTS_CHANNEL = 'class_events';

/** One changed value of a record people are judged by. */
export type Change = {
  entity: HistoryEntity;
  entityId: number;
  classId?: number | null;
  studentId?: number | null;
  itemId?: number | null;
  field: string;
  old: unknown;
  new: unknown;
};

/** What a notification on CLASS_EVENTS_CHANNEL carries: the history rows to read (a payload stays small). */
export type ClassEventNotice = { class_id: number; first_id: number; last_id: number };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The kinds of change a workstation tab's version (its ETag) counts. */
const TAB_ENTITIES = new Set<HistoryEntity>(['attendance', 'homework', 'quiz', 'exam', 'classwork']);

/**
 * Waits for the writers of one kind of cell in one class until this transaction ends (a transaction-scoped
 * advisory lock, re-entrant), so history ids of a tab grow in the order their changes commit and a tab's
 * version never skips a change committed after it. Every writer of those cells takes it: the tab SAVEs
 * first of all (tab-version's openTab), scans, corrections, grading and reverts here.
 */
export async function lockCells(tx: Db, classId: number, entity: HistoryEntity) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`workstation-tab:${classId}:${entity}`}, 0))`);
}

/**
 * Writes the history of one write inside its transaction, so a failed write leaves no history row and a
 * history row never lacks its change: one INSERT for the whole batch, no row for a value that did not
 * change. Each class's open screens are told at commit (pg_notify is transactional), and its alerts are
 * evaluated after it: asked for here, once per transaction and class, so no writer (a correction, a revert,
 * a scan) can forget it and a rollback asks for nothing. Returns the rows' ids.
 */
export async function recordChanges(tx: Db, userId: number | null, changes: Change[]) {
  const changed = changes.filter((change) => !sameValue(change.old, change.new));
  if (changed.length === 0) return [];
  const tabs = new Set(
    changed.flatMap((change) =>
      change.classId && TAB_ENTITIES.has(change.entity) ? [`${change.classId}:${change.entity}`] : [],
    ),
  );
  // In one order, so two writers of the same tabs never wait for each other crosswise.
  for (const tab of [...tabs].sort()) {
    const [classId, entity] = tab.split(':');
    await lockCells(tx, Number(classId), entity as HistoryEntity);
  }
  const rows = await tx
    .insert(auditLog)
    .values(
      changed.map((change) => ({
        userId,
        entity: change.entity,
        entityId: change.entityId,
        classId: change.classId ?? null,
        studentId: change.studentId ?? null,
        itemId: change.itemId ?? null,
        field: change.field,
        old: change.old ?? null,
        new: change.new ?? null,
      })),
    )
    .returning({ id: auditLog.id, classId: auditLog.classId });
  const byClass = new Map<number, number[]>();
  for (const row of rows) if (row.classId !== null) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row.id]);
  for (const [classId, ids] of byClass) {
    const notice: ClassEventNotice = { class_id: classId, first_id: Math.min(...ids), last_id: Math.max(...ids) };
    await tx.execute(sql`SELECT pg_notify(${CLASS_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  }
  await requestAlertEvaluationInTransaction(tx, [...byClass.keys()]);
  return rows.map((row) => row.id);
}
