import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { ROLE, studentPapersApi, studentWorkApi } from '@backoffice/contract';
import { createClass, createUser } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { createAttendanceCode } from '../../../test/student-work-factories';
import { attendanceStatuses } from '../../db/schema';

const t = useTestApp();
const scan = (token: string, headers: Record<string, string>) =>
  t.call(studentPapersApi.scan, { url: '/api/home/attendance/scan', headers, payload: { token } });

describe('home/attendance/scan', () => {
  it('marks the student present once, and the attendance tab shows it', async () => {
    const klass = await createClass(t.database.db);
    const { item, token } = await createAttendanceCode(t.database.db, klass.id);
    const { student, headers } = await signInStudent(t, [klass.id]);
    const first = await scan(token, headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ attendance_id: item.id, class_id: klass.id, already_present: false });
    expect((await scan(token, headers)).body.data.already_present).toBe(true);
    const rows = await t.database.db
      .select()
      .from(attendanceStatuses)
      .where(and(eq(attendanceStatuses.attendanceId, item.id), eq(attendanceStatuses.studentId, student.id)));
    expect(rows).toEqual([expect.objectContaining({ status: 1 })]);
    const tab = await t.call(studentWorkApi.attendance, { url: `/api/home/classes/${klass.id}/attendance`, headers });
    expect(tab.body.data).toEqual([expect.objectContaining({ id: item.id, status: 1 })]);
  });

  it("refuses another class's code (403), an expired code (410) and an unknown one (404)", async () => {
    const mine = await createClass(t.database.db);
    const other = await createClass(t.database.db);
    const { headers } = await signInStudent(t, [mine.id]);
    const foreign = await createAttendanceCode(t.database.db, other.id);
    const refused = await scan(foreign.token, headers);
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('This code belongs to a class you are not in.');
    const expired = await createAttendanceCode(t.database.db, mine.id, -5);
    const gone = await scan(expired.token, { ...headers, 'accept-language': 'ar' });
    expect(gone.status).toBe(410);
    expect(gone.error.message).toBe('انتهت صلاحية هذا الرمز. اطلب رمزاً جديداً.');
    expect((await scan('no-such-code', headers)).status).toBe(404);
    expect(await t.database.db.select().from(attendanceStatuses)).toHaveLength(0);
  });

  it('never overrides a status the staff entered: over an absence 409 (see the teacher), unchanged; unknown becomes present', async () => {
    const klass = await createClass(t.database.db);
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const { item, token } = await createAttendanceCode(t.database.db, klass.id);
    const [absent, unknown, present] = [
      await signInStudent(t, [klass.id]),
      await signInStudent(t, [klass.id]),
      await signInStudent(t, [klass.id]),
    ];
    await t.database.db.insert(attendanceStatuses).values([
      { attendanceId: item.id, studentId: absent.student.id, status: 0, updatedBy: teacher.id },
      { attendanceId: item.id, studentId: unknown.student.id, status: -1, updatedBy: teacher.id },
      { attendanceId: item.id, studentId: present.student.id, status: 1, updatedBy: teacher.id },
    ]);
    const refused = await scan(token, absent.headers);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'Your teacher has already recorded your attendance for this session. Please see your teacher.',
    );
    const inArabic = await scan(token, { ...absent.headers, 'accept-language': 'ar' });
    expect(inArabic.error.message).toBe('سبق أن سجّل معلمك حالة حضورك في هذه الحصة. يرجى مراجعة معلمك.');
    expect((await scan(token, unknown.headers)).body.data.already_present).toBe(false);
    expect((await scan(token, present.headers)).body.data.already_present).toBe(true);
    const statusOf = async (studentId: number) =>
      (
        await t.database.db
          .select({ status: attendanceStatuses.status, updatedBy: attendanceStatuses.updatedBy })
          .from(attendanceStatuses)
          .where(and(eq(attendanceStatuses.attendanceId, item.id), eq(attendanceStatuses.studentId, studentId)))
      )[0];
    expect(await statusOf(absent.student.id)).toEqual({ status: 0, updatedBy: teacher.id });
    expect(await statusOf(unknown.student.id)).toEqual({ status: 1, updatedBy: unknown.student.id });
    expect(await statusOf(present.student.id)).toEqual({ status: 1, updatedBy: teacher.id });
  });
});
