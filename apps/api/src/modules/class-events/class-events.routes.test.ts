import os from 'node:os';
import { attendanceApi, classEventsApi, studentPapersApi } from '@backoffice/contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client';
import { buildApp, type App } from '../../app';
import { useTestApp, TEST_AUTH_SETTINGS, TEST_RATE_LIMIT } from '../../../test/test-app';
import { openEventStream } from '../../../test/event-stream';
import { signInStudent } from '../../../test/student-session';
import { createAttendanceCode } from '../../../test/student-work-factories';
import { withDatabase } from '../../../test/postgres-url';
import { openDiskFileStore } from '../../storage/file-store';
import { classWithStudents } from '../workstation/workstation.test-helpers';

/** Two places only, so the test shows that open streams hold none of them. */
const MAX_IN_FLIGHT = 2;
const t = useTestApp(async (database) => ({
  options: { listen: database.listen, maxInFlight: MAX_IN_FLIGHT },
  close: async () => undefined,
}));
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A class of the signed-in teaching assistant with an attendance item, and the URL of its stream. */
async function register(teacherId: number, headers: Record<string, string>) {
  const { klass, students } = await classWithStudents(t.database.db, 2, teacherId);
  const created = await t.call(attendanceApi.create, {
    url: `/api/admin/classes/${klass.id}/attendance`,
    headers,
    payload: { name: 'Week 1', date: '2026-11-16', dueDate: '2026-11-16 10:00', maxScore: 1 },
  });
  return { klass, students, item: created.body.data as { id: number }, events: `${origin}/api/admin/classes/${klass.id}/events` };
}

const saveStatus = (classId: number, entries: number[][], headers: Record<string, string>) =>
  fetch(`${origin}/api/admin/classes/${classId}/attendance/changeStudentAttendanceStatus`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ attendances: entries }),
  });

describe('a class events stream', () => {
  it("sends a SAVE of the register to the class's open stream at once, naming who saved it", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students, item, events } = await register(userId, headers);
    const stream = await openEventStream(events, headers);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');

    const sent = performance.now();
    const saved = await saveStatus(klass.id, [[students[0].id, item.id, 1]], headers);
    const answered = performance.now();
    expect(saved.status).toBe(200);
    const event = await stream.next((e) => e.type === 'attendance');
    console.log(
      `SAVE → event: ${(performance.now() - sent).toFixed(1)} ms (${(performance.now() - answered).toFixed(1)} ms after the answer)`,
    );
    expect(event.id).toMatch(/^\d+$/);
    expect(event.data).toEqual({
      entity: 'attendance',
      item_id: item.id,
      student_id: students[0].id,
      field: 'status',
      value: 1,
      by: { id: userId, name: expect.any(String) },
      at: expect.any(String),
    });
    await stream.close();
  });

  it("sends a student's QR scan as an attendance event by that student", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass } = await classWithStudents(t.database.db, 0, userId);
    const { item, token } = await createAttendanceCode(t.database.db, klass.id);
    const student = await signInStudent(t, [klass.id]);
    const stream = await openEventStream(`${origin}/api/admin/classes/${klass.id}/events`, headers);
    const scanned = performance.now();
    const scan = await t.call(studentPapersApi.scan, {
      url: '/api/home/attendance/scan',
      headers: student.headers,
      payload: { token },
    });
    expect(scan.status).toBe(200);
    const event = await stream.next((e) => e.type === 'attendance');
    console.log(`QR scan → event: ${(performance.now() - scanned).toFixed(1)} ms`);
    expect(event.data).toMatchObject({
      item_id: item.id,
      student_id: student.student.id,
      value: 1,
      by: { id: student.student.id },
    });
    await stream.close();
  });

  it('replays what a client missed after its Last-Event-ID, then goes on live', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students, item, events } = await register(userId, headers);
    await saveStatus(klass.id, [[students[0].id, item.id, 1]], headers);
    await saveStatus(klass.id, [[students[1].id, item.id, 0]], headers);
    // Without Accept: text/event-stream the answer is the replay alone, and ends.
    const all = await t.call(classEventsApi.stream, {
      url: `/api/admin/classes/${klass.id}/events`,
      headers: { ...headers, 'last-event-id': '0' },
    });
    const ids = [...String(all.body).matchAll(/^id: (\d+)$/gm)].map((match) => match[1]);
    expect(ids).toHaveLength(2);

    const stream = await openEventStream(events, { ...headers, 'last-event-id': ids[0] });
    const missed = await stream.next((e) => e.type === 'attendance');
    expect(missed).toMatchObject({ id: ids[1], data: { student_id: students[1].id, value: 0 } });
    await saveStatus(klass.id, [[students[1].id, item.id, 1]], headers);
    await stream.next((e) => e.type === 'attendance' && Number(e.id) > Number(ids[1]));
    expect(stream.events.map((e) => e.id)).toEqual([ids[1], expect.any(String)]);
    await stream.close();
  });

  it('is for staff of the class only: 401 without a sign-in or with a student token, 403 to another class, 404 for none', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass } = await register(userId, headers);
    const other = await t.signIn('teacher');
    const student = await signInStudent(t, [klass.id]);
    const status = async (h: Record<string, string>, id = klass.id) =>
      (await fetch(`${origin}/api/admin/classes/${id}/events`, { headers: { accept: 'text/event-stream', ...h } })).status;
    expect(await status({})).toBe(401);
    expect(await status(student.headers)).toBe(401);
    expect(await status(other.headers)).toBe(403);
    expect(await status(headers, 999_999)).toBe(404);
  });

  it('holds no place of the in-flight cap, and is not compressed', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { events } = await register(userId, headers);
    const streams = await Promise.all(
      Array.from({ length: MAX_IN_FLIGHT + 1 }, () => openEventStream(events, { ...headers, 'accept-encoding': 'br, gzip' })),
    );
    expect(streams.map((stream) => stream.response.headers['content-encoding'])).toEqual([undefined, undefined, undefined]);
    expect((await fetch(`${origin}/api/admin/auth/me`, { headers })).status).toBe(200);
    await Promise.all(streams.map((stream) => stream.close()));
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('across processes on one PostgreSQL', () => {
  let second: { app: App; database: Database; origin: string };
  beforeAll(async () => {
    const { rows } = await t.database.sql.executeSql('SELECT current_database() AS name');
    const database = openPostgres(withDatabase(process.env.TEST_DATABASE_URL!, String(rows[0].name)), 2);
    const app = await buildApp({
      db: database.db,
      listen: database.listen,
      settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
      files: openDiskFileStore(path.join(os.tmpdir(), 'backoffice-class-events-second')),
      enqueue: async () => undefined,
    });
    second = { app, database, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it("sends a SAVE made through one app to the other app's stream, and ends the stream when that app closes", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { klass, students, item } = await register(userId, headers);
    const stream = await openEventStream(`${second.origin}/api/admin/classes/${klass.id}/events`, headers);
    const sent = performance.now();
    expect((await saveStatus(klass.id, [[students[0].id, item.id, 0]], headers)).status).toBe(200);
    const event = await stream.next((e) => e.type === 'attendance');
    console.log(`SAVE on one app → event on the other: ${(performance.now() - sent).toFixed(1)} ms`);
    expect(event.data).toMatchObject({ item_id: item.id, student_id: students[0].id, value: 0, by: { id: userId } });

    const closing = performance.now();
    await second.app.close();
    await stream.ended;
    expect(performance.now() - closing).toBeLessThan(5000);
    expect(stream.events).toHaveLength(1);
  });
});
