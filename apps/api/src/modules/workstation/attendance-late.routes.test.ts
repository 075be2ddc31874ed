import { asc, eq } from 'drizzle-orm';
import { attendanceApi, studentPapersApi, studentWorkApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { signInStudent } from '../../../test/student-session';
import { attendances, auditLog } from '../../db/schema';
import { classWithStudents } from './workstation.test-helpers';

const t = useTestApp();

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}/attendance`;
  const item = (await t.call(attendanceApi.create, { url: base, headers, payload: { name: 'Week 1', date: '2026-11-16' } })).body
    .data;
  return { headers, userId, klass, students, base, item };
}

/** A new code for the item: its link's token, and from when a scan is late. */
async function newCode(base: string, itemId: number, headers: Record<string, string>) {
  const { data } = (await t.call(attendanceApi.createQrcode, { url: `${base}/${itemId}/create-qrcode`, headers })).body;
  return { token: new URL(data.url).searchParams.get('t')!, lateFrom: new Date(data.late_from).getTime() };
}

const scan = (token: string, headers: Record<string, string>) =>
  t.call(studentPapersApi.scan, { url: '/api/home/attendance/scan', headers, payload: { token } });

describe('Late (2), a fourth attendance status', () => {
  it('is saved through the register SAVE beside the three, listed, kept in the history and shown in the student app', async () => {
    const { headers, userId, klass, students, base, item } = await setUp();
    const saved = await t.call(attendanceApi.save, {
      url: `${base}/changeStudentAttendanceStatus`,
      headers,
      payload: {
        attendances: [
          [students[0].id, item.id, 2],
          [students[1].id, item.id, 1],
        ],
      },
    });
    expect(saved.status).toBe(200);
    const list = await t.call(attendanceApi.list, { url: base, headers });
    expect(list.body.data[0].students).toEqual({ [students[0].id]: 2, [students[1].id]: 1 });
    const history = await t.database.db
      .select({ userId: auditLog.userId, studentId: auditLog.studentId, old: auditLog.old, new: auditLog.new })
      .from(auditLog)
      .where(eq(auditLog.classId, klass.id))
      .orderBy(asc(auditLog.id));
    expect(history[0]).toEqual({ userId, studentId: students[0].id, old: null, new: 2 });

    const { headers: studentHeaders, student } = await signInStudent(t, [klass.id]);
    await t.call(attendanceApi.save, {
      url: `${base}/changeStudentAttendanceStatus`,
      headers,
      payload: { attendances: [[student.id, item.id, 2]] },
    });
    const mine = await t.call(studentWorkApi.attendance, {
      url: `/api/home/classes/${klass.id}/attendance`,
      headers: studentHeaders,
    });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: item.id, status: 2 })]);
  });

  it('is what a QR scan records past the grace period after the first code was shown; within it the scan is present', async () => {
    const { headers, klass, base, item } = await setUp();
    const before = Date.now();
    const { token, lateFrom } = await newCode(base, item.id, headers);
    expect(lateFrom).toBeGreaterThanOrEqual(before + 10 * 60_000);
    const onTime = await signInStudent(t, [klass.id]);
    const first = await scan(token, onTime.headers);
    expect(first.body).toMatchObject({ message: 'You are marked present', data: { already_present: false, late: false } });

    // The session began 11 minutes ago (the grace is 10 unless LATE_AFTER_MINUTES says otherwise).
    const startedAt = new Date(Date.now() - 11 * 60_000);
    await t.database.db.update(attendances).set({ startedAt }).where(eq(attendances.id, item.id));
    // A new code later in the session does not move its start.
    const { token: later, lateFrom: stillFrom } = await newCode(base, item.id, headers);
    expect(stillFrom).toBe(startedAt.getTime() + 10 * 60_000);
    const [late, lateInArabic] = [await signInStudent(t, [klass.id]), await signInStudent(t, [klass.id])];
    const second = await scan(later, late.headers);
    expect(second.body).toMatchObject({ message: 'You are marked late', data: { already_present: false, late: true } });
    expect((await scan(later, late.headers)).body.data).toMatchObject({ already_present: true, late: true });
    expect((await scan(later, { ...lateInArabic.headers, 'accept-language': 'ar' })).body.message).toBe('تم تسجيل حضورك متأخراً');

    const list = await t.call(attendanceApi.list, { url: base, headers });
    expect(list.body.data[0].students).toMatchObject({
      [onTime.student.id]: 1,
      [late.student.id]: 2,
      [lateInArabic.student.id]: 2,
    });
    const history = await t.database.db
      .select({ userId: auditLog.userId, new: auditLog.new })
      .from(auditLog)
      .where(eq(auditLog.studentId, late.student.id));
    expect(history).toEqual([{ userId: late.student.id, new: 2 }]);
  });
});
