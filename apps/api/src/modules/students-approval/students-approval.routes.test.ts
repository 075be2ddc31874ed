import { describe, expect, it } from 'vitest';
import { studentsApprovalApi } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { classStudents, users } from '../../db/schema';

const t = useTestApp();
const pending = (name: string) =>
  createStudent(t.database.db, {
    isActive: false,
    name,
    gender: 'female',
    profile: { studentType: 'school', schoolName: 'Nile School', facebookUrl: 'https://fb.com/x' },
  });

describe('admin/students/inactive-students and change-active-status', () => {
  it('lists pending students with the classes they asked for', async () => {
    const { headers } = await t.signIn('admin');
    const student = await pending('Nour Ibrahim');
    await createStudent(t.database.db, { name: 'Active One' });
    const klass = await createClass(t.database.db, { students: [student.id] });
    const { status, body } = await t.call(studentsApprovalApi.list, { url: '/api/admin/students/inactive-students', headers });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: student.id,
        userId: student.id,
        name: 'Nour Ibrahim',
        gender: 'female',
        birthDate: null,
        email: student.email,
        schoolName: 'Nile School',
        facebookUrl: 'https://fb.com/x',
        classes: [{ id: klass.id, name: klass.name }],
      },
    ]);
    expect(body.meta.pagination.total).toBe(1);
  });

  it('approves into the chosen class, which is required', async () => {
    const { headers } = await t.signIn('admin');
    const student = await pending('Hana');
    const asked = await createClass(t.database.db, { students: [student.id] });
    const chosen = await createClass(t.database.db);
    const url = `/api/admin/students/${student.id}/change-active-status`;
    const missing = await t.call(studentsApprovalApi.changeActiveStatus, { url, headers, payload: { status: 'approved' } });
    expect(missing.status).toBe(422);
    expect(missing.error.data).toEqual({ classId: ['Please select a class'] });
    const unknown = await t.call(studentsApprovalApi.changeActiveStatus, {
      url,
      headers,
      payload: { status: 'approved', classId: 999999 },
    });
    expect(unknown.error.data).toEqual({ classId: ['The selected class is invalid'] });
    const { status, body } = await t.call(studentsApprovalApi.changeActiveStatus, {
      url,
      headers,
      payload: { status: 'approved', classId: chosen.id },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Student approved successfully');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(row.isActive).toBe(true);
    const links = await t.database.db.select().from(classStudents).where(eq(classStudents.studentId, student.id));
    expect(links.map((l) => l.classId)).toEqual([chosen.id]);
    expect(asked.id).not.toBe(chosen.id);
    const again = await t.call(studentsApprovalApi.changeActiveStatus, {
      url,
      headers,
      payload: { status: 'approved', classId: chosen.id },
    });
    expect(again.status).toBe(409);
  });

  it('rejects: the pending sign-up is removed', async () => {
    const { headers } = await t.signIn('admin');
    const student = await pending('Adam');
    const url = `/api/admin/students/${student.id}/change-active-status`;
    const { body } = await t.call(studentsApprovalApi.changeActiveStatus, { url, headers, payload: { status: 'rejected' } });
    expect(body.message).toBe('Student rejected successfully');
    expect(await t.database.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0);
  });

  it('shows a teaching assistant only sign-ups for their classes and lets them approve only into them', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await pending('Mine');
    const other = await pending('Other');
    const myClass = await createClass(t.database.db, { teachers: [userId], students: [mine.id] });
    const otherClass = await createClass(t.database.db, { students: [other.id] });
    const list = await t.call(studentsApprovalApi.list, { url: '/api/admin/students/inactive-students', headers });
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Mine']);
    const post = (id: number, classId: number) =>
      t.call(studentsApprovalApi.changeActiveStatus, {
        url: `/api/admin/students/${id}/change-active-status`,
        headers,
        payload: { status: 'approved', classId },
      });
    expect((await post(other.id, myClass.id)).status).toBe(403);
    expect((await post(mine.id, otherClass.id)).status).toBe(403);
    expect((await post(mine.id, myClass.id)).status).toBe(200);
  });
});
