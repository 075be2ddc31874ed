import { afterAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { recordChanges, type Change } from '../audit-log/record-changes';
import { EVALUATE_ALERTS_JOB } from './alert-evaluation';

const t = useTestApp();
let boss: PgBoss | undefined;
afterAll(async () => boss?.stop({ graceful: false, wait: true }));

const requested = async (classId: number) => {
  const { rows } = (await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${EVALUATE_ALERTS_JOB} AND data->>'classId' = ${String(classId)}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
};

describe('alert evaluation requested by the write', () => {
  it('asks once per class for a committed transaction, however many writes it made, and never for a rolled back one', async () => {
    const klass = await createClass(t.database.db);
    const change = (entityId: number, value: number): Change => ({
      entity: 'attendance',
      entityId,
      classId: klass.id,
      field: 'status',
      old: null,
      new: value,
    });
    // Without the queue's tables the write goes through and asks nothing.
    await t.database.db.transaction(async (tx) => {
      await recordChanges(tx, null, [change(1, 0)]);
    });

    boss = new PgBoss({ db: { executeSql: (text, values) => t.database.sql.executeSql(text, values) }, schema: 'pgboss' });
    await boss.start();
    await boss.createQueue(EVALUATE_ALERTS_JOB);

    await t.database.db.transaction(async (tx) => {
      await recordChanges(tx, null, [change(2, 0)]);
      await recordChanges(tx, null, [change(3, 1), change(4, 0)]);
    });
    expect(await requested(klass.id)).toBe(1);

    await expect(
      t.database.db.transaction(async (tx) => {
        await recordChanges(tx, null, [change(5, 0)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await requested(klass.id)).toBe(1);

    await t.database.db.transaction(async (tx) => {
      await recordChanges(tx, null, [change(6, 2)]);
    });
    expect(await requested(klass.id)).toBe(2);
  });
});
