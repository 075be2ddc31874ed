import { eq } from 'drizzle-orm';
import { studentPapersApi, attendanceApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createStudent } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { attendanceQrTokens, attendanceStatuses } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { scanAttendance } from '../student-work/student-attendance.service';
import { QR_RETIRE_GRACE_SECONDS } from './attendance-qr.service';
import { classWithStudents } from './workstation.test-helpers';

/** Where the web app is reached (APP_URL): QR links point here, never at the request's Host. */
const APP_URL = 'https://school.example';
const t = useTestApp(async (database) => ({
  options: { mailer: createMailer({ db: database.db, enqueue: null, appUrl: APP_URL }) },
  close: async () => undefined,
}));

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 3, userId);
  const base = `/api/admin/classes/${klass.id}/attendance`;
  const created = await t.call(attendanceApi.create, {
    url: base,
    headers,
    payload: { name: 'Week 1', date: '2026-11-16', dueDate: '2026-11-16 10:00', maxScore: 1 },
  });
  return { headers, klass, students, base, item: created.body.data };
}

describe('attendance of a class', () => {
  it('lists an item with every student unknown (-1) and their class code, then saves a register in one call', async () => {
    const { headers, students, base, item } = await setUp();
    expect(item).toMatchObject({ name: 'Week 1', date: '2026-11-16', dueDate: '2026-11-16 10:00', maxScore: 1 });
    expect(item.studentsWithClassUserId.map((s: { name: string }) => s.name)).toEqual(['Student 01', 'Student 02', 'Student 03']);
    expect(item.studentsWithClassUserId[0].class_user_id).toEqual(expect.any(Number));
    expect(Object.values(item.students)).toEqual([-1, -1, -1]);

    const attendances = [
      [students[0].id, item.id, 1],
      [students[1].id, item.id, 0],
      [students[2].id, item.id, 1],
      [students[2].id, item.id, -1],
    ];
    const saved = await t.call(attendanceApi.save, {
      url: `${base}/changeStudentAttendanceStatus`,
      headers,
      payload: { attendances },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ saved: 3 });
    const list = await t.call(attendanceApi.list, { url: base, headers });
    expect(list.body.data[0].students).toEqual({ [students[0].id]: 1, [students[1].id]: 0, [students[2].id]: -1 });
    expect(list.body.meta.pagination.total).toBe(1);
    expect((await t.call(attendanceApi.list, { url: `${base}?q=nothing`, headers })).body.data).toEqual([]);
  });

  it('refuses the whole batch with a 422 naming a student outside the class, an item of another class or a bad status', async () => {
    const { headers, students, base, item } = await setUp();
    const outsider = await createStudent(t.database.db);
    const batch = (entry: unknown[]) => ({ attendances: [[students[0].id, item.id, 1], entry] });
    const url = `${base}/changeStudentAttendanceStatus`;
    const outside = await t.call(attendanceApi.save, { url, headers, payload: batch([outsider.id, item.id, 1]) });
    expect(outside.status).toBe(422);
    expect(outside.error.message).toBe(`Entry 1: student ${outsider.id} is not in this class`);
    expect(outside.error.data).toEqual({ 'attendances.1': [`Entry 1: student ${outsider.id} is not in this class`] });
    const wrongItem = await t.call(attendanceApi.save, { url, headers, payload: batch([students[1].id, 999999, 1]) });
    expect(wrongItem.status).toBe(422);
    expect(wrongItem.error.data).toHaveProperty(['attendances.1']);
    const badStatus = await t.call(attendanceApi.save, { url, headers, payload: batch([students[1].id, item.id, 3]) });
    expect(badStatus.status).toBe(422);
    expect(await t.database.db.select().from(attendanceStatuses)).toEqual([]);
  });

  it('names the missing form fields, edits and deletes an item', async () => {
    const { headers, base, item } = await setUp();
    const invalid = await t.call(attendanceApi.create, { url: base, headers, payload: { name: '' } });
    expect(invalid.status).toBe(422);
    expect(invalid.error.data).toMatchObject({ name: ['Name is required'], date: ['Due date is required'] });
    const edited = await t.call(attendanceApi.update, {
      url: `${base}/${item.id}`,
      headers,
      payload: { name: 'Week 1 (moved)', date: '2026-11-17' },
    });
    expect(edited.body.data).toMatchObject({ name: 'Week 1 (moved)', date: '2026-11-17', dueDate: null, maxScore: null });
    expect((await t.call(attendanceApi.remove, { url: `${base}/${item.id}`, headers })).status).toBe(200);
    expect((await t.call(attendanceApi.get, { url: `${base}/${item.id}`, headers })).status).toBe(404);
  });

  it('makes a QR code of a short-lived token, linked on APP_URL whatever the Host header, that an enrolled student scans', async () => {
    const { headers, klass, base, item } = await setUp();
    const { status, body } = await t.call(attendanceApi.createQrcode, {
      url: `${base}/${item.id}/create-qrcode`,
      headers: { ...headers, host: 'phishing.example', 'x-forwarded-host': 'phishing.example' },
    });
    expect(status).toBe(200);
    expect(body.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.data.rotate_in_seconds).toBe(30);
    expect(new Date(body.data.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const link = new URL(body.data.url);
    expect(link.origin).toBe(APP_URL);
    expect(link.pathname).toBe('/student/scan');
    // a 256-bit random token is the whole link: no item id in its path or query
    expect([...link.searchParams.keys()]).toEqual(['t']);
    expect(link.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const { student, headers: studentHeaders } = await signInStudent(t, [klass.id]);
    const scan = await t.call(studentPapersApi.scan, {
      url: '/api/home/attendance/scan',
      headers: studentHeaders,
      payload: { token: link.searchParams.get('t') },
    });
    expect(scan.status).toBe(200);
    const list = await t.call(attendanceApi.list, { url: base, headers });
    expect(list.body.data[0].students[student.id]).toBe(1);
  });

  it('retires the previous code once a new one is made, after a grace of a few seconds for a student mid-scan', async () => {
    const { headers, klass, base, item } = await setUp();
    const create = async () =>
      new URL(
        (await t.call(attendanceApi.createQrcode, { url: `${base}/${item.id}/create-qrcode`, headers })).body.data.url,
      ).searchParams.get('t')!;
    const first = await create();
    const second = await create();
    const expiries = await t.database.db
      .select({ expiresAt: attendanceQrTokens.expiresAt })
      .from(attendanceQrTokens)
      .where(eq(attendanceQrTokens.attendanceId, item.id))
      .orderBy(attendanceQrTokens.id);
    expect(expiries[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(QR_RETIRE_GRACE_SECONDS * 1000);
    expect(expiries[1].expiresAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    const [early, late] = [await signInStudent(t, [klass.id]), await signInStudent(t, [klass.id])];
    const asStudent = (student: typeof early.student) => ({
      id: student.id,
      name: student.name,
      nickname: null,
      email: student.email,
    });
    // Within the grace the old code still scans; past it only the new one does.
    await expect(scanAttendance(t.database.db, asStudent(early.student), first)).resolves.toMatchObject({
      attendance_id: item.id,
    });
    const afterGrace = new Date(Date.now() + (QR_RETIRE_GRACE_SECONDS + 1) * 1000);
    await expect(scanAttendance(t.database.db, asStudent(late.student), first, afterGrace)).rejects.toMatchObject({
      statusCode: 410,
    });
    await expect(scanAttendance(t.database.db, asStudent(late.student), second, afterGrace)).resolves.toMatchObject({
      already_present: false,
    });
  });
});
