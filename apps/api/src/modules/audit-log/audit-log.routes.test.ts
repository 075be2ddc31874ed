import { asc, eq, sql } from 'drizzle-orm';
import { attendanceApi, auditLogApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { attendances, attendanceStatuses, auditLog } from '../../db/schema';
import { classWithStudents } from '../workstation/workstation.test-helpers';
import { recordChanges, type Change } from './record-changes';

const t = useTestApp();
const LIST = '/api/admin/audit-log';

const historyRows = () => t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
const revert = (id: number, headers: Record<string, string>) =>
  t.call(auditLogApi.revert, { url: `${LIST}/${id}/revert`, headers });

/** A teacher's class of two students with an attendance item, and a SAVE of its register. */
async function register() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const [item] = await t.database.db
    .insert(attendances)
    .values({ classId: klass.id, name: 'Week 1', date: '2026-11-16' })
    .returning();
  const save = (entries: number[][]) =>
    t.call(attendanceApi.save, {
      url: `/api/admin/classes/${klass.id}/attendance/changeStudentAttendanceStatus`,
      headers,
      payload: { attendances: entries },
    });
  return { headers, userId, klass, students, item, save };
}

const statusOf = async (itemId: number, studentId: number) =>
  (await t.database.db.select().from(attendanceStatuses).where(eq(attendanceStatuses.attendanceId, itemId))).find(
    (row) => row.studentId === studentId,
  )?.status;

/** History rows written straight through the recorder: `count` status changes of a class. */
async function recordStatuses(classId: number, count: number, extra: Partial<Change> = {}) {
  const changes = Array.from({ length: count }, (_, index) => ({
    entity: 'attendance' as const,
    entityId: 1,
    classId,
    studentId: 1000 + index,
    itemId: 1,
    field: 'status',
    old: null,
    new: 1,
    ...extra,
  }));
  return recordChanges(t.database.db, null, changes);
}

describe('the history of a register', () => {
  it('lists a SAVE as one row per changed cell, newest first, with who made it and the names', async () => {
    const { headers, userId, klass, students, item, save } = await register();
    expect((await save([[students[0].id, item.id, 1]])).status).toBe(200);
    expect(
      (
        await save([
          [students[0].id, item.id, 0],
          [students[1].id, item.id, -1],
        ])
      ).status,
    ).toBe(200);
    const { status, body } = await t.call(auditLogApi.list, { url: `${LIST}?classId=${klass.id}`, headers });
    expect(status).toBe(200);
    expect(body.data.map((row: { old: unknown; new: unknown }) => [row.old, row.new])).toEqual([
      [null, -1],
      [1, 0],
      [null, 1],
    ]);
    expect(body.data[1]).toMatchObject({
      user: { id: userId },
      entity: 'attendance',
      entity_id: item.id,
      item_id: item.id,
      item_name: 'Week 1',
      class_id: klass.id,
      student_id: students[0].id,
      student_name: 'Student 01',
      field: 'status',
      reverted_by: null,
    });
    expect(body.meta.pagination).toMatchObject({ total: 3, count: 3 });
  });

  it('writes no history row for a batch refused with a 422, nor one whose write fails after it', async () => {
    const { students, item, save, klass } = await register();
    const outsider = await createStudent(t.database.db);
    expect(
      (
        await save([
          [students[0].id, item.id, 1],
          [outsider.id, item.id, 1],
        ])
      ).status,
    ).toBe(422);
    expect(await historyRows()).toEqual([]);
    // The history is written first, then the write breaks a constraint: both go.
    const failing = t.database.db.transaction(async (tx) => {
      await recordChanges(tx, null, [
        {
          entity: 'attendance',
          entityId: item.id,
          classId: klass.id,
          studentId: students[0].id,
          itemId: item.id,
          field: 'status',
          old: null,
          new: 5,
        },
      ]);
      await tx.insert(attendanceStatuses).values({ attendanceId: item.id, studentId: students[0].id, status: 5 });
    });
    await expect(failing).rejects.toThrow();
    expect(await historyRows()).toEqual([]);
  });

  it('reverts a change as a new change, once, and not after the value moved on (409 with the value now)', async () => {
    const { headers, students, item, save } = await register();
    await save([[students[0].id, item.id, 1]]);
    await save([[students[0].id, item.id, 0]]);
    const [, second] = await historyRows();
    const reverted = await revert(second.id, headers);
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ entity: 'attendance', old: 0, new: 1, student_id: students[0].id });
    expect(await statusOf(item.id, students[0].id)).toBe(1);
    const rows = await historyRows();
    expect(rows).toHaveLength(3);
    expect(rows[1].revertedBy).toBe(rows[2].id);
    expect(reverted.body.data.id).toBe(rows[2].id);

    const twice = await revert(second.id, headers);
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe('This change was reverted already');

    // The first change (null → 1) is stale now that a newer one set 0.
    await save([[students[0].id, item.id, 0]]);
    const stale = await revert(rows[0].id, { ...headers, 'accept-language': 'ar' });
    expect(stale.status).toBe(409);
    expect(stale.error.data).toEqual({ current: 0 });
    expect(stale.error.message).toBe('تغيرت القيمة منذ إجراء هذا التغيير');
    expect(await statusOf(item.id, students[0].id)).toBe(0);
  });

  it('puts an empty cell back as unknown (-1), answers 404 for no such change and 409 for an enrolment', async () => {
    const { headers, students, item, save, klass } = await register();
    await save([[students[1].id, item.id, 1]]);
    const [first] = await historyRows();
    expect((await revert(first.id, headers)).body.data).toMatchObject({ old: 1, new: -1 });
    expect(await statusOf(item.id, students[1].id)).toBe(-1);
    expect((await revert(999_999, headers)).status).toBe(404);
    const [enrolment] = await recordChanges(t.database.db, null, [
      {
        entity: 'enrolment',
        entityId: 1,
        classId: klass.id,
        studentId: students[0].id,
        field: 'class',
        old: null,
        new: klass.id,
      },
    ]);
    const refused = await revert(enrolment, headers);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('This kind of change cannot be reverted');
  });
});

describe('the history list', () => {
  it('filters by student, item, entity, user and dates (a date alone is its whole day); from after to is 422', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const [a] = await recordStatuses(klass.id, 1, { studentId: 7, itemId: 3 });
    const [b] = await recordStatuses(klass.id, 1, { studentId: 8, itemId: 3, entity: 'exam', field: 'score' });
    await t.database.db
      .update(auditLog)
      .set({ at: new Date('2026-03-02T23:30:00Z') })
      .where(eq(auditLog.id, b));
    const ids = async (query: string) =>
      (await t.call(auditLogApi.list, { url: `${LIST}?${query}`, headers })).body.data.map((row: { id: number }) => row.id);
    expect(await ids('studentId=7')).toEqual([a]);
    expect(await ids('itemId=3&studentId=8')).toEqual([b]);
    expect(await ids('entity=exam')).toEqual([b]);
    expect(await ids('itemId=3')).toEqual([b, a]);
    expect(await ids('userId=1')).toEqual([]);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([b]);
    expect(await ids('to=2026-03-02T12:00:00Z')).toEqual([]);
    const backwards = await t.call(auditLogApi.list, { url: `${LIST}?from=2026-03-03&to=2026-03-02`, headers });
    expect(backwards.status).toBe(422);
    expect(backwards.error.data).toEqual({ to: ['The end date must not be before the start date'] });
    for (const bad of ['classId=abc', 'entity=grade', 'from=yesterday', 'after=%21%21']) {
      expect((await t.call(auditLogApi.list, { url: `${LIST}?${bad}`, headers })).status).toBe(422);
    }
    expect((await t.call(auditLogApi.list, { url: `${LIST}?classId=999999`, headers })).status).toBe(404);
  });

  it('pages by key: Next from next_cursor, Previous from previous_cursor', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const ids = (await recordStatuses(klass.id, 5)).reverse();
    const page = async (query: string) => (await t.call(auditLogApi.list, { url: `${LIST}?per_page=2&${query}`, headers })).body;
    const first = await page('');
    expect(first.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(0, 2));
    expect(first.meta.pagination).toMatchObject({ total: 5, total_pages: 3 });
    const second = await page(`page=2&after=${first.meta.pagination.next_cursor}`);
    expect(second.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(2, 4));
    const third = await page(`page=3&after=${second.meta.pagination.next_cursor}`);
    expect(third.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(4));
    const back = await page(`page=2&before=${third.meta.pagination.previous_cursor}`);
    expect(back.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(2, 4));
  });

  it("shows a teaching assistant their classes' rows only: another class is 403, accounts are absent", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await createClass(t.database.db, { teachers: [userId] });
    const other = await createClass(t.database.db);
    const [own] = await recordStatuses(mine.id, 1);
    const [foreign] = await recordStatuses(other.id, 1);
    await recordChanges(t.database.db, null, [{ entity: 'account', entityId: userId, field: 'name', old: 'A', new: 'B' }]);
    const list = await t.call(auditLogApi.list, { url: LIST, headers });
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([own]);
    expect((await t.call(auditLogApi.list, { url: `${LIST}?classId=${other.id}`, headers })).status).toBe(403);
    expect((await t.call(auditLogApi.list, { url: `${LIST}?classId=999999`, headers })).status).toBe(404);
    expect((await revert(foreign, headers)).status).toBe(403);
    const admin = await t.signIn('admin');
    expect((await t.call(auditLogApi.list, { url: LIST, headers: admin.headers })).body.data).toHaveLength(3);
  });

  it('is closed to students and to callers not signed in', async () => {
    const klass = await createClass(t.database.db);
    const { headers } = await signInStudent(t, [klass.id]);
    expect([401, 403]).toContain((await t.call(auditLogApi.list, { url: LIST, headers })).status);
    expect([401, 403]).toContain((await revert(1, headers)).status);
    expect((await t.call(auditLogApi.list, { url: LIST })).status).toBe(401);
  });
});

describe('the history table', () => {
  it('keeps old and new as JSON values', async () => {
    const klass = await createClass(t.database.db);
    await recordStatuses(klass.id, 1, { old: 'not_attended', new: 'attended_with_correct_classwork', entity: 'classwork' });
    const { rows } = (await t.database.db.execute(sql`SELECT jsonb_typeof(old) AS kind FROM audit_log`)) as unknown as {
      rows: { kind: string }[];
    };
    expect(rows).toEqual([{ kind: 'string' }]);
  });
});
