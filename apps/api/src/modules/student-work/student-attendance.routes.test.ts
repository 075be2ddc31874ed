import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { createAttendanceCode } from '../../../test/student-work-factories';
import { attendanceStatuses } from '../../db/schema';

const t = useTestApp();
const scan = (token: string, headers: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/home/attendance/scan', headers, payload: { token } });

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
    const tab = await t.request({ method: 'GET', url: `/api/home/classes/${klass.id}/attendance`, headers });
    expect(tab.body.data).toEqual([expect.objectContaining({ id: item.id, status: 1 })]);
  });

  it("refuses another class's code (403), an expired code (410) and an unknown one (404)", async () => {
    const mine = await createClass(t.database.db);
    const other = await createClass(t.database.db);
    const { headers } = await signInStudent(t, [mine.id]);
    const foreign = await createAttendanceCode(t.database.db, other.id);
    const refused = await scan(foreign.token, headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This code belongs to a class you are not in.');
    const expired = await createAttendanceCode(t.database.db, mine.id, -5);
    const gone = await scan(expired.token, { ...headers, 'accept-language': 'ar' });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe('انتهت صلاحية هذا الرمز. اطلب رمزاً جديداً.');
    expect((await scan('no-such-code', headers)).status).toBe(404);
    expect(await t.database.db.select().from(attendanceStatuses)).toHaveLength(0);
  });
});
