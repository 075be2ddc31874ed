import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceApi, authApi, classesApi, usersApi } from '@backoffice/contract';
import { authTokens, supervisorTeachers } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { useTestApp, TEST_AUTH_SETTINGS, TEST_RATE_LIMIT } from '../../../test/test-app';
import { openEventStream } from '../../../test/event-stream';
import { classWithStudents } from '../workstation/workstation.test-helpers';

/** 8 streams per user as by default; 10 in the process, so three users reach it; checked again every 50 ms. */
const LIMITS = { maxPerUser: 8, max: 10, recheckMs: 50 };
const t = useTestApp(async (database) => ({
  options: { listen: database.listen, settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT, events: LIMITS } },
  close: async () => undefined,
}));
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const eventsOf = (classId: number) => `${origin}/api/admin/classes/${classId}/events`;

/** A stream that the server refuses: its status, Retry-After and message. */
async function refusal(classId: number, headers: Record<string, string>) {
  const response = await fetch(eventsOf(classId), { headers: { ...headers, accept: 'text/event-stream' } });
  const body = (await response.json()) as { message: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body.message };
}

/** Resolves with the time from `started` to the stream's end; fails past 5 s (the recheck runs every 50 ms). */
async function endedWithin(stream: Awaited<ReturnType<typeof openEventStream>>, started = performance.now()) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stream.ended,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('the stream is still open after 5 s')), 5000))),
  ]);
  clearTimeout(timer);
  return performance.now() - started;
}

/** A teaching assistant's class with one attendance item, and an admin's bearer header. */
async function taughtClass() {
  const ta = await t.signIn('teacher');
  const admin = await t.signIn('admin');
  const { klass, students } = await classWithStudents(t.database.db, 1, ta.userId);
  const created = await t.call(attendanceApi.create, {
    url: `/api/admin/classes/${klass.id}/attendance`,
    headers: admin.headers,
    payload: { name: 'Week 1', date: '2026-11-16', dueDate: '2026-11-16 10:00', maxScore: 1 },
  });
  const item = created.body.data as { id: number };
  /** A SAVE by the admin, which every stream still open on the class receives. */
  const save = (value: number) =>
    t.call(attendanceApi.save, {
      url: `/api/admin/classes/${klass.id}/attendance/changeStudentAttendanceStatus`,
      headers: admin.headers,
      payload: { attendances: [[students[0].id, item.id, value]] },
    });
  return { ta, admin, klass, students, save };
}

describe('how many class events streams may be open', () => {
  it("refuses a user's 9th stream with 429 and Retry-After, and the process's 11th, and frees a place when one closes", async () => {
    const { ta, klass } = await taughtClass();
    const mine = await Promise.all(Array.from({ length: 8 }, () => openEventStream(eventsOf(klass.id), ta.headers)));
    expect(mine.map((stream) => stream.response.statusCode)).toEqual(Array(8).fill(200));

    expect(await refusal(klass.id, ta.headers)).toEqual({
      status: 429,
      retryAfter: '60',
      message: 'Too many live registers are open for you. Close some tabs, or try again in 60 seconds.',
    });
    expect((await refusal(klass.id, { ...ta.headers, 'accept-language': 'ar' })).message).toContain('سجلات مباشرة');

    // Two more of another user fill the process (10); a third user is refused with the process's message.
    const other = await t.signIn('admin');
    const theirs = await Promise.all([1, 2].map(() => openEventStream(eventsOf(klass.id), other.headers)));
    expect(theirs.map((stream) => stream.response.statusCode)).toEqual([200, 200]);
    const third = await t.signIn('admin');
    expect(await refusal(klass.id, third.headers)).toMatchObject({
      status: 429,
      retryAfter: '60',
      message: 'Too many live registers are open on the server. Please try again in 60 seconds.',
    });
    // Other requests are served as usual.
    expect((await fetch(`${origin}/api/admin/auth/me`, { headers: third.headers })).status).toBe(200);

    // Once one of hers closes, the place is hers again (as soon as the server has seen the close).
    await mine.pop()!.close();
    let again = await openEventStream(eventsOf(klass.id), ta.headers);
    for (let tries = 0; again.response.statusCode === 429 && tries < 100; tries += 1) {
      await again.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openEventStream(eventsOf(klass.id), ta.headers);
    }
    expect(again.response.statusCode).toBe(200);
    await Promise.all([...mine, ...theirs, again].map((stream) => stream.close()));
  });
});

describe('an open stream follows its session and class', () => {
  it('ends soon after an admin signs its user out everywhere; other streams go on', async () => {
    const { ta, admin, klass, save } = await taughtClass();
    const stream = await openEventStream(eventsOf(klass.id), ta.headers);
    const control = await openEventStream(eventsOf(klass.id), admin.headers);
    const started = performance.now();
    const revoked = await t.call(usersApi.signOutEverywhere, {
      url: `/api/admin/users/${ta.userId}/sign-out-everywhere`,
      headers: admin.headers,
    });
    expect(revoked.status).toBe(200);
    console.log(`sign-out-everywhere → stream ended: ${(await endedWithin(stream, started)).toFixed(0)} ms`);
    expect((await fetch(eventsOf(klass.id), { headers: { ...ta.headers, accept: 'text/event-stream' } })).status).toBe(401);
    expect((await save(1)).status).toBe(200);
    await control.next((event) => event.type === 'attendance');
    await control.close();
  });

  it('ends when its user signs out, and when its token expires', async () => {
    const { ta, klass } = await taughtClass();
    const stream = await openEventStream(eventsOf(klass.id), ta.headers);
    expect((await t.call(authApi.logout, { url: '/api/admin/auth/logout', headers: ta.headers })).status).toBe(200);
    await endedWithin(stream);

    const other = await t.signIn('teacher');
    const second = await classWithStudents(t.database.db, 0, other.userId);
    const expiring = await openEventStream(eventsOf(second.klass.id), other.headers);
    const token = other.headers.authorization.replace('Bearer ', '');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    await endedWithin(expiring);
  });

  it("ends when its user is removed from the class; an admin's and a managing supervisor's go on", async () => {
    const { ta, admin, klass, students, save } = await taughtClass();
    const supervisor = await t.signIn('supervisor');
    await t.database.db.insert(supervisorTeachers).values({ supervisorId: supervisor.userId, teacherId: ta.userId });
    const stream = await openEventStream(eventsOf(klass.id), ta.headers);
    const controls = await Promise.all(
      [admin.headers, supervisor.headers].map((headers) => openEventStream(eventsOf(klass.id), headers)),
    );
    expect([stream, ...controls].map((s) => s.response.statusCode)).toEqual([200, 200, 200]);

    // The admin gives the class another teacher (the supervisor manages the teaching assistant, not them).
    const otherTeacher = await t.signIn('teacher');
    await t.database.db.insert(supervisorTeachers).values({ supervisorId: supervisor.userId, teacherId: otherTeacher.userId });
    const started = performance.now();
    const updated = await t.call(classesApi.update, {
      url: `/api/admin/classes/${klass.id}`,
      headers: admin.headers,
      payload: {
        ...{ name: klass.name, type: 'center', startDate: '2026-01-01', endDate: '2026-06-30', sessions: [] },
        students: students.map((student) => student.id),
        teachers: [otherTeacher.userId],
      },
    });
    expect(updated.status).toBe(200);
    console.log(`removed from the class → stream ended: ${(await endedWithin(stream, started)).toFixed(0)} ms`);
    expect((await fetch(eventsOf(klass.id), { headers: { ...ta.headers, accept: 'text/event-stream' } })).status).toBe(403);

    // The others were checked on the same ticks and still receive the class's changes.
    expect((await save(0)).status).toBe(200);
    for (const control of controls) await control.next((event) => event.type === 'attendance');
    await Promise.all(controls.map((control) => control.close()));
  });
});
