import { eq as sqlEq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, classMembersApi, classesApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createCourse, createSchool, createStudent, createUser } from '../../../test/factories';
import { classes, classStudents, notes } from '../../db/schema';

const t = useTestApp();
const student = () => createStudent(t.database.db);
const teacher = () => createUser(t.database.db, { mainRoleId: ROLE.teacher });
const baseBody = {
  name: 'Physics 10A',
  type: 'center',
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  sessions: [
    { weekday: 'Saturday', startTime: '16:00' },
    { weekday: 'Tuesday', startTime: '18:30' },
  ],
  isRanked: true,
};

describe('POST and GET admin/classes', () => {
  it('creates a school class with course, teachers and students and answers it as lists show it', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db, { name: 'Physics' });
    const school = await createSchool(t.database.db, 'Cairo School');
    const [s1, s2, tA] = [await student(), await student(), await teacher()];
    const payload = {
      ...baseBody,
      type: 'school',
      schoolId: school.id,
      categoryId: course.id,
      students: [s1.id, s2.id],
      teachers: [tA.id],
    };
    const { status, body } = await t.call(classesApi.create, { url: '/api/admin/classes', headers, payload });
    expect(status).toBe(200);
    expect(body.message).toBe('Class created successfully');
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Physics 10A',
      type: 'school',
      categoryId: course.id,
      categoryName: 'Physics',
      schoolId: school.id,
      schoolName: 'Cairo School',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      sessions: baseBody.sessions,
      sessionsCount: 2,
      teachers: [{ id: tA.id, name: tA.name, nickname: null, email: tA.email }],
      students: [s1.id, s2.id],
      studentsCount: 2,
      isRanked: true,
      automaticReporting: false,
    });
    const list = await t.call(classesApi.list, { url: '/api/admin/classes?q=10a', headers });
    // The list counts the students and leaves their ids to the detail.
    const { students: _ids, ...listed } = body.data;
    expect(list.body.data).toEqual([listed]);
    expect(list.body.meta.pagination).toMatchObject({ total: 1, per_page: 30 });
    const detail = await t.call(classesApi.get, { url: `/api/admin/classes/${body.data.id}`, headers });
    expect(detail.body.data).toEqual(body.data);
  });

  it('makes a teaching assistant who creates a class its teacher, whatever teachers they send', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const other = await teacher();
    const { body } = await t.call(classesApi.create, {
      url: '/api/admin/classes',
      headers,
      payload: { ...baseBody, teachers: [other.id] },
    });
    expect(body.data.teachers.map((x: { id: number }) => x.id)).toEqual([userId]);
  });

  it.each([
    ['an end date before the start date', { endDate: '2025-12-31' }, 'endDate'],
    ['an unknown weekday', { sessions: [{ weekday: 'Funday', startTime: '10:00' }] }, 'sessions.0.weekday'],
    ['a time that is not HH:mm', { sessions: [{ weekday: 'Monday', startTime: '9:00' }] }, 'sessions.0.startTime'],
    ['a school class without a school', { type: 'school' }, 'schoolId'],
    ['an unknown type', { type: 'online' }, 'type'],
    ['a malformed date', { startDate: '2026-13-01' }, 'startDate'],
  ])('refuses %s with 422 on the field', async (_case, change, field) => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(classesApi.create, {
      url: '/api/admin/classes',
      headers,
      payload: { ...baseBody, ...change },
    });
    expect(status).toBe(422);
    expect(Object.keys(error.data ?? {})).toEqual([field]);
    expect(await t.database.db.select().from(classes)).toHaveLength(0);
  });

  it('refuses ids that are not students or teachers, and an unknown course or school', async () => {
    const { headers } = await t.signIn('admin');
    const [s1, tA] = [await student(), await teacher()];
    const cases: [object, string][] = [
      [{ students: [s1.id, 999999] }, 'students'],
      [{ students: [tA.id] }, 'students'],
      [{ teachers: [s1.id] }, 'teachers'],
      [{ categoryId: 999999 }, 'categoryId'],
      [{ type: 'school', schoolId: 999999 }, 'schoolId'],
    ];
    for (const [change, field] of cases) {
      const { status, error } = await t.call(classesApi.create, {
        url: '/api/admin/classes',
        headers,
        payload: { ...baseBody, ...change },
      });
      expect(status, field).toBe(422);
      expect(Object.keys(error.data ?? {}), field).toEqual([field]);
    }
    expect(await t.database.db.select().from(classes)).toHaveLength(0);
  });
});

describe('PUT, DELETE and toggles of admin/classes/{id}', () => {
  it('keeps the class_user_id of students who stay and drops those removed', async () => {
    const { headers } = await t.signIn('admin');
    const [s1, s2, s3] = [await student(), await student(), await student()];
    const row = await createClass(t.database.db, { students: [s1.id, s2.id] });
    const [kept] = await t.database.db.select().from(classStudents).where(eqStudent(s1.id));
    const payload = { ...baseBody, name: 'Renamed', students: [s1.id, s3.id], teachers: [] };
    const { status, body } = await t.call(classesApi.update, { url: `/api/admin/classes/${row.id}`, headers, payload });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Class updated successfully', data: { name: 'Renamed', students: [s1.id, s3.id] } });
    const [still] = await t.database.db.select().from(classStudents).where(eqStudent(s1.id));
    expect(still.id).toBe(kept.id);
  });

  it('toggles ranked status and automatic reporting', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createClass(t.database.db);
    const ranked = await t.call(classesApi.toggleRankedStatus, {
      url: `/api/admin/classes/${row.id}/toggle-ranked-status`,
      headers,
    });
    expect(ranked.body.data).toEqual({ id: row.id, isRanked: false, automaticReporting: false });
    const reporting = await t.call(classesApi.toggleAutomaticReporting, {
      url: `/api/admin/classes/${row.id}/toggle-automatic-reporting`,
      headers,
    });
    expect(reporting.body.data).toEqual({ id: row.id, isRanked: false, automaticReporting: true });
  });

  it('deletes a class with its enrolments and notes', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createClass(t.database.db, { students: [(await student()).id] });
    await t.database.db.insert(notes).values({ classId: row.id, kind: 'notes', note: 'x' });
    const { status, body } = await t.call(classesApi.remove, { url: `/api/admin/classes/${row.id}`, headers });
    expect(status).toBe(200);
    expect(body.message).toBe('Class deleted successfully');
    expect(await t.database.db.select().from(classStudents)).toHaveLength(0);
    expect(await t.database.db.select().from(notes)).toHaveLength(0);
    expect((await t.call(classesApi.remove, { url: `/api/admin/classes/${row.id}`, headers })).status).toBe(404);
  });
});

describe('GET admin/classes/{id}/students', () => {
  it('lists the roster by name and searches name, e-mail and class_user_id', async () => {
    const { headers } = await t.signIn('admin');
    const zed = await createStudent(t.database.db, { name: 'Zed Student', email: 'zed@example.com' });
    const amy = await createStudent(t.database.db, { name: 'Amy Student', email: 'amy@example.com' });
    const row = await createClass(t.database.db, { students: [zed.id, amy.id] });
    const { body } = await t.call(classMembersApi.students, { url: `/api/admin/classes/${row.id}/students`, headers });
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Amy Student', 'Zed Student']);
    expect(body.data[0]).toEqual({
      id: amy.id,
      userId: amy.id,
      name: 'Amy Student',
      nickname: null,
      email: 'amy@example.com',
      birthDate: null,
      class_user_id: expect.any(Number),
    });
    const byMail = await t.call(classMembersApi.students, { url: `/api/admin/classes/${row.id}/students?query=zed@`, headers });
    expect(byMail.body.data.map((s: { id: number }) => s.id)).toEqual([zed.id]);
    const code = body.data[1].class_user_id;
    const byCode = await t.call(classMembersApi.students, {
      url: `/api/admin/classes/${row.id}/students?query=${code}`,
      headers,
    });
    expect(byCode.body.data.map((s: { class_user_id: number }) => s.class_user_id)).toContain(code);
  });
});

function eqStudent(studentId: number) {
  return sqlEq(classStudents.studentId, studentId);
}
