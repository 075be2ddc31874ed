import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { attendanceApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { attendanceStatuses, auditLog, idempotencyKeys } from '../../db/schema';
import { purgeOldIdempotencyKeys } from './replayable-save';
import { classWithStudents } from './workstation.test-helpers';

const t = useTestApp();

/** A teacher's class of three with one register item, and a SAVE of its statuses with an Idempotency-Key. */
async function setUp() {
  const teacher = await t.signIn('teacher');
  const admin = await t.signIn('admin');
  const { klass, students } = await classWithStudents(t.database.db, 3, teacher.userId);
  const base = `/api/admin/classes/${klass.id}/attendance`;
  const item = (
    await t.call(attendanceApi.create, { url: base, headers: teacher.headers, payload: { name: 'Week 1', date: '2026-11-16' } })
  ).body.data;
  const save = (headers: Record<string, string>, key: string, attendances: number[][], ifMatch?: string) =>
    t.call(attendanceApi.save, {
      url: `${base}/changeStudentAttendanceStatus`,
      headers: { ...headers, 'idempotency-key': key, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: { attendances },
    });
  const history = async () => (await t.database.db.select().from(auditLog).where(eq(auditLog.classId, klass.id))).length;
  const status = async (studentId: number) =>
    (await t.database.db.select().from(attendanceStatuses).where(eq(attendanceStatuses.studentId, studentId)))[0]?.status;
  return { teacher, admin, klass, students, item, save, history, status };
}

describe('a tab SAVE with an Idempotency-Key (the offline queue replays its batches)', () => {
  it('answers a replay with the first answer and its ETag, and writes nothing twice', async () => {
    const { teacher, klass, students, item, save, history, status } = await setUp();
    const key = randomUUID();
    const ifMatch = `"${klass.id}-attendance-0"`;
    const first = await save(teacher.headers, key, [[students[0].id, item.id, 1]], ifMatch);
    expect(first.status).toBe(200);
    expect(await history()).toBe(1);

    const replay = await save(teacher.headers, key, [[students[0].id, item.id, 1]], ifMatch);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.etag).toBe(first.headers.etag);
    // Not a 412 although the tab moved past the If-Match: the first answer again, and no second history row.
    expect(await history()).toBe(1);
    expect(await status(students[0].id)).toBe(1);
  });

  it('refuses the same key with another body (422 naming the header), writing nothing', async () => {
    const { teacher, students, item, save, history, status } = await setUp();
    const key = randomUUID();
    expect((await save(teacher.headers, key, [[students[0].id, item.id, 1]])).status).toBe(200);
    const other = await save(teacher.headers, key, [[students[0].id, item.id, 0]]);
    expect(other.status).toBe(422);
    expect(other.error.data).toEqual({ 'Idempotency-Key': ['This Idempotency-Key was already used for another request'] });
    expect(await status(students[0].id)).toBe(1);
    expect(await history()).toBe(1);
  });

  it("keeps keys per user: another user's same key is their own write, never the first user's answer", async () => {
    const { teacher, admin, students, item, save, status } = await setUp();
    const key = randomUUID();
    expect((await save(teacher.headers, key, [[students[0].id, item.id, 1]])).status).toBe(200);
    const theirs = await save(admin.headers, key, [[students[0].id, item.id, 0]]);
    expect(theirs.status).toBe(200);
    expect(theirs.headers['idempotent-replay']).toBeUndefined();
    expect(await status(students[0].id)).toBe(0);
  });

  it('keeps no answer for a refused SAVE, so the batch may be sent again once fixed', async () => {
    const { teacher, klass, students, item, save, history } = await setUp();
    const key = randomUUID();
    const stale = `"${klass.id}-attendance-0"`;
    await save(teacher.headers, randomUUID(), [[students[0].id, item.id, 0]]);
    // A stale If-Match over a changed cell: 412, and the key is not kept.
    expect((await save(teacher.headers, key, [[students[0].id, item.id, 1]], stale)).status).toBe(412);
    expect(await history()).toBe(1);
    const again = await save(teacher.headers, key, [[students[0].id, item.id, 1]], stale);
    expect(again.status).toBe(412);
  });

  it('refuses a key that is not a UUID (422 on the header) and forgets keys older than two days', async () => {
    const { teacher, students, item, save } = await setUp();
    const bad = await save(teacher.headers, 'not-a-uuid', [[students[0].id, item.id, 1]]);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.data ?? {})).toEqual(['idempotency-key']);

    const key = randomUUID();
    await save(teacher.headers, key, [[students[1].id, item.id, 1]]);
    await save(teacher.headers, randomUUID(), [[students[2].id, item.id, 1]]);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(idempotencyKeys.key, key));
    await purgeOldIdempotencyKeys(t.database.db);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).not.toContain(key);
    expect(left).toHaveLength(1);
  });
});
