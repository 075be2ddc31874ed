import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { homeSelectOptionsApi, ROLE, selectOptionsApi } from '@backoffice/contract';
import { createCenter, createClass, createCourse, createSchool, createStudent, createUser } from '../../../test/factories';

const t = useTestApp();

describe('select options', () => {
  it('answers courses, centers and schools as {value, name} by name', async () => {
    const { headers } = await t.signIn('teacher');
    const course = await createCourse(t.database.db, { name: 'Biology' });
    const center = await createCenter(t.database.db, 'Maadi');
    const school = await createSchool(t.database.db, 'Cairo School');
    const courses = await t.call(selectOptionsApi.classCategories, {
      url: '/api/admin/select-options/class-categories',
      headers,
    });
    expect(courses.body.data).toEqual([{ value: course.id, name: 'Biology' }]);
    const centers = await t.call(selectOptionsApi.centers, { url: '/api/admin/select-options/centers', headers });
    expect(centers.body.data).toEqual([{ value: center.id, name: 'Maadi' }]);
    const schools = await t.call(homeSelectOptionsApi.schools, { url: '/api/home/select-options/schools', headers });
    expect(schools.body.data).toEqual([{ value: school.id, name: 'Cairo School' }]);
  });

  it('answers teaching assistants only, to admins only', async () => {
    const admin = await t.signIn('admin');
    const teacher = await t.signIn('teacher');
    await createStudent(t.database.db, { name: 'A Student' });
    const { status, body } = await t.call(selectOptionsApi.teachers, {
      url: '/api/admin/select-options/teachers',
      headers: admin.headers,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([{ value: teacher.userId, name: expect.any(String) }]);
    const asTeacher = await t.call(selectOptionsApi.teachers, {
      url: '/api/admin/select-options/teachers',
      headers: teacher.headers,
    });
    expect(asTeacher.status).toBe(403);
  });

  it('finds active students by name or e-mail for an admin, pending sign-ups left out', async () => {
    const { headers } = await t.signIn('admin');
    const kid = await createStudent(t.database.db, { name: 'Hana Samir', email: 'hana@school.example' });
    await createStudent(t.database.db, { name: 'Hana Waiting', isActive: false });
    await createUser(t.database.db, { mainRoleId: ROLE.teacher, name: 'Hana Teacher' });
    const byName = await t.call(selectOptionsApi.students, { url: '/api/admin/select-options/students?q=hana', headers });
    expect(byName.body.data).toEqual([{ value: kid.id, name: 'Hana Samir', email: 'hana@school.example' }]);
    const byEmail = await t.call(selectOptionsApi.students, {
      url: '/api/admin/select-options/students?q=school.example',
      headers,
    });
    expect(byEmail.body.data.map((s: { value: number }) => s.value)).toEqual([kid.id]);
  });

  it('is a narrow search for a teaching assistant: a typed name, a few matches, no e-mails outside their classes', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await createStudent(t.database.db, { name: 'Hana Mine', email: 'mine@school.example' });
    await createClass(t.database.db, { teachers: [userId], students: [mine.id] });
    for (let i = 0; i < 12; i += 1) {
      await createStudent(t.database.db, { name: `Hana Other ${i}`, email: `other${i}@school.example` });
    }
    const search = (q: string) =>
      t.call(selectOptionsApi.students, { url: `/api/admin/select-options/students?q=${encodeURIComponent(q)}`, headers });
    // No browsing: an empty or short search is refused.
    expect((await search('')).status).toBe(422);
    expect((await search('ha')).status).toBe(422);
    const byName = await search('hana');
    expect(byName.body.data).toHaveLength(10);
    expect(byName.body.data[0]).toEqual({ value: mine.id, name: 'Hana Mine', email: 'mine@school.example' });
    expect(byName.body.data.slice(1).map((s: { email: string | null }) => s.email)).toEqual(Array(9).fill(null));
    // E-mails are not searched, but one the TA already knows finds its student.
    expect((await search('school.example')).body.data).toEqual([]);
    const known = await search('other3@school.example');
    expect(known.body.data).toEqual([expect.objectContaining({ name: 'Hana Other 3', email: 'other3@school.example' })]);
  });

  it("limits class options to the user's classes and groups them by course", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const course = await createCourse(t.database.db);
    const mine = await createClass(t.database.db, { name: 'Mine', classCategoryId: course.id, teachers: [userId] });
    await createClass(t.database.db, { name: 'Other', classCategoryId: course.id });
    const classes = await t.call(selectOptionsApi.classes, {
      url: `/api/admin/select-options/classes?categoryId=${course.id}`,
      headers,
    });
    expect(classes.body.data).toEqual([{ value: mine.id, name: 'Mine' }]);
    const grouped = await t.call(selectOptionsApi.classCategoriesWithClasses, {
      url: '/api/admin/select-options/class-categories-with-classes',
      headers,
    });
    expect(grouped.body.data).toEqual({
      categories: [{ value: course.id, name: course.name }],
      classes: { [course.id]: [{ value: mine.id, name: 'Mine' }] },
    });
  });

  it('offers a teaching assistant only the courses of their classes, an admin every course', async () => {
    const teacher = await t.signIn('teacher');
    const admin = await t.signIn('admin');
    const [biology, chemistry, empty] = [
      await createCourse(t.database.db, { name: 'Biology' }),
      await createCourse(t.database.db, { name: 'Chemistry' }),
      await createCourse(t.database.db, { name: 'Drama' }),
    ];
    const mine = await createClass(t.database.db, { name: 'Mine', classCategoryId: biology.id, teachers: [teacher.userId] });
    const other = await createClass(t.database.db, { name: 'Other', classCategoryId: chemistry.id });
    const grouped = async (headers: Record<string, string>) =>
      (
        await t.call(selectOptionsApi.classCategoriesWithClasses, {
          url: '/api/admin/select-options/class-categories-with-classes',
          headers,
        })
      ).body.data;
    expect(await grouped(teacher.headers)).toEqual({
      categories: [{ value: biology.id, name: 'Biology' }],
      classes: { [biology.id]: [{ value: mine.id, name: 'Mine' }] },
    });
    expect(await grouped(admin.headers)).toEqual({
      categories: [
        { value: biology.id, name: 'Biology' },
        { value: chemistry.id, name: 'Chemistry' },
        { value: empty.id, name: 'Drama' },
      ],
      classes: {
        [biology.id]: [{ value: mine.id, name: 'Mine' }],
        [chemistry.id]: [{ value: other.id, name: 'Other' }],
        [empty.id]: [],
      },
    });
  });

  it('offers a teaching assistant with no classes no course at all', async () => {
    const { headers } = await t.signIn('teacher');
    const course = await createCourse(t.database.db);
    await createClass(t.database.db, { classCategoryId: course.id });
    const grouped = await t.call(selectOptionsApi.classCategoriesWithClasses, {
      url: '/api/admin/select-options/class-categories-with-classes',
      headers,
    });
    expect(grouped.body.data).toEqual({ categories: [], classes: {} });
  });

  it('groups home class options by type and by school', async () => {
    const { headers } = await t.signIn('admin');
    const [alpha, beta] = [await createSchool(t.database.db, 'Alpha School'), await createSchool(t.database.db, 'Beta School')];
    const a = await createClass(t.database.db, { name: 'A1', type: 'school', schoolId: alpha.id });
    const b = await createClass(t.database.db, { name: 'B1', type: 'school', schoolId: beta.id });
    const c = await createClass(t.database.db, { name: 'C1', type: 'center' });
    const get = async (query: string) =>
      (await t.call(homeSelectOptionsApi.classes, { url: `/api/home/select-options/classes${query}`, headers })).body.data;
    const bySchool = [
      { value: alpha.id, name: 'Alpha School', classes: [{ value: a.id, name: 'A1' }] },
      { value: beta.id, name: 'Beta School', classes: [{ value: b.id, name: 'B1' }] },
    ];
    expect(await get('')).toEqual([
      { value: a.id, name: 'A1' },
      { value: b.id, name: 'B1' },
      { value: c.id, name: 'C1' },
    ]);
    expect(await get('?groupByType=1')).toEqual({
      school: [
        { value: a.id, name: 'A1' },
        { value: b.id, name: 'B1' },
      ],
      center: [{ value: c.id, name: 'C1' }],
    });
    expect(await get('?groupBySchool=true')).toEqual(bySchool);
    expect(await get('?groupByType=1&groupBySchool=1')).toEqual({ school: bySchool, center: [{ value: c.id, name: 'C1' }] });
  });
});
