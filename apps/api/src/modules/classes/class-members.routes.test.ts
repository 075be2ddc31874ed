import { and, eq } from 'drizzle-orm';
import {
  attendanceApi,
  classEmailApi,
  classMembersApi,
  classesApi,
  dashboardApi,
  notificationsApi,
  overallApi,
  rankingApi,
  reportsApi,
  studentsApprovalApi,
  assessmentsApi,
  type Endpoint,
} from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createClass, createStudent } from '../../../test/factories';
import { createAttendanceCode, createScores } from '../../../test/student-work-factories';
import { assessments, classStudents, users } from '../../db/schema';
import { classesToSweep } from '../alerts/alert-evaluation';
import { loadClassFacts } from '../alerts/class-facts';
import { gatherDigestWeeks } from '../parent-digest/digest-week';
import { gatherReport } from '../reports/report-data';
import { scanAttendance } from '../student-work/student-attendance.service';
import { examBody } from '../workstation/workstation.test-helpers';

const t = useTestApp();

type Named = { name: string };
const names = (rows: Named[]) => rows.map((row) => row.name);

/** A class of two approved students and a pending sign-up (Pam) that named it and another class. */
async function setUp() {
  const db = t.database.db;
  const { headers } = await t.signIn('admin');
  const ann = await createStudent(db, { name: 'Ann' });
  const bob = await createStudent(db, { name: 'Bob' });
  const klass = await createClass(db, { name: 'Chemistry', students: [ann.id, bob.id] });
  const other = await createClass(db, { name: 'Physics' });
  const pam = await createStudent(db, { name: 'Pam', isActive: false, classes: [klass.id, other.id] });
  const [enrolment] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, klass.id), eq(classStudents.studentId, pam.id)));
  // Pam's score would put her first, were she counted.
  const [homework] = await db
    .insert(assessments)
    .values({ classId: klass.id, kind: 'homework', name: 'Sheet 1', dueDate: '2026-02-01 10:00:00', maxScore: 10 })
    .returning();
  await createScores(db, homework, [
    [ann.id, 5],
    [bob.id, 3],
    [pam.id, 10],
  ]);
  const base = `/api/admin/classes/${klass.id}`;
  const attendance = await t.call(attendanceApi.create, {
    url: `${base}/attendance`,
    headers,
    payload: { name: 'Week 1', date: '2026-11-16' },
  });
  const tab = await t.call(assessmentsApi.homework.create, {
    url: `${base}/homework`,
    headers,
    payload: examBody({ name: 'Sheet 2' }),
  });
  return {
    headers,
    klass,
    other,
    pam,
    base,
    code: enrolment.id,
    attendanceId: attendance.body.data.id as number,
    homeworkId: tab.body.data.id as number,
  };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** Every screen, count, send and report of the class: Pam is in all of them, or in none. */
async function expectMembership(s: Setup, isMember: boolean) {
  const { headers, base, klass, pam } = s;
  const get = async <E extends Endpoint>(definition: E, url: string) => (await t.call(definition, { url, headers })).body;
  const post = <E extends Endpoint>(definition: E, url: string, payload: object) => t.call(definition, { url, headers, payload });
  const roster = isMember ? ['Ann', 'Bob', 'Pam'] : ['Ann', 'Bob'];
  const size = roster.length;

  // workstation registers and score sheets
  const [register] = (await get(attendanceApi.list, `${base}/attendance`)).data;
  expect(names(register.studentsWithClassUserId), 'attendance roster').toEqual(roster);
  expect(Object.keys(register.students).map(Number).includes(pam.id), 'attendance register').toBe(isMember);
  const sheets = (await get(assessmentsApi.homework.list, `${base}/homework`)).data;
  expect(names(sheets[0].studentsWithClassUserId), 'homework roster').toEqual(roster);
  const marked = await post(attendanceApi.save, `${base}/attendance/changeStudentAttendanceStatus`, {
    attendances: [[pam.id, s.attendanceId, 1]],
  });
  expect(marked.status, 'attendance SAVE').toBe(isMember ? 200 : 422);
  const scored = await post(assessmentsApi.homework.save, `${base}/homework/changeStudentHomeworkStatus`, {
    homework: [[pam.id, s.homeworkId, 7]],
  });
  expect(scored.status, 'homework SAVE').toBe(isMember ? 200 : 422);

  // Class Students, its search by code, the classes list and the edit form
  const students = await get(classMembersApi.students, `${base}/students`);
  expect(names(students.data), 'class students').toEqual(roster);
  expect(students.meta.pagination.total, 'class students total').toBe(size);
  const byCode = (await get(classMembersApi.students, `${base}/students?query=${s.code}`)).data.map(
    (row: { id: number }) => row.id,
  );
  expect(byCode.includes(pam.id), 'student code search').toBe(isMember);
  const classes = (await get(classesApi.list, '/api/admin/classes?q=Chemistry')).data;
  expect(classes[0].studentsCount, 'classes list').toBe(size);
  expect((await get(classesApi.get, base)).data.students.includes(pam.id), 'class edit form').toBe(isMember);

  // dashboard
  const dashboard = (await get(dashboardApi.get, '/api/admin/dashboard')).data;
  expect(dashboard.classCounts.find((row: { id: number }) => row.id === klass.id)!.students, 'dashboard').toBe(size);

  // Overall and ranking
  const overall = await get(overallApi.list, `${base}/students-overall`);
  expect(names(overall.data), 'overall').toEqual(roster);
  expect(overall.meta.pagination.total, 'overall total').toBe(size);
  const detail = await t.call(overallApi.student, { url: `${base}/students-overall/${pam.id}`, headers });
  expect(detail.status, 'overall detail').toBe(isMember ? 200 : 404);
  const ranking = (await get(rankingApi.list, `${base}/students-rank`)).data;
  expect(names(ranking), 'ranking').toEqual(isMember ? ['Pam', 'Ann', 'Bob'] : ['Ann', 'Bob']);

  // notifications and class e-mail
  const ticked = await post(notificationsApi.send, `${base}/notifications/send`, {
    title: 'Quiz',
    body: 'Tomorrow',
    studentIds: [pam.id],
  });
  expect(ticked.status, 'notification to Pam').toBe(isMember ? 200 : 422);
  const all = await post(notificationsApi.send, `${base}/notifications/send`, {
    title: 'Holiday',
    body: 'No class',
    studentIds: [],
  });
  expect(all.body.data.recipients, 'SEND ALL').toBe(size);
  const email = await post(classEmailApi.send, `${base}/email/send`, {
    subject: 'Exam week',
    body: '<p>Hello</p>',
    includeParents: false,
  });
  expect(email.body.data.recipients, 'class e-mail').toBe(size);

  // reports: the roster, the rank's denominator, and a report of one student
  const report = await gatherReport(t.database.db, {
    classId: klass.id,
    studentId: null,
    fromDate: '2026-01-01',
    toDate: '2026-12-31',
    language: 'en',
  });
  expect(report?.classSize, 'report denominator').toBe(size);
  expect(names(report?.students ?? []), 'report body').toEqual(roster);
  const one = await post(reportsApi.createPerformance, '/api/admin/reports/performance', {
    classId: klass.id,
    studentId: pam.id,
    fromDate: '2026-01-01',
    toDate: '2026-12-31',
  });
  expect(one.status, "Pam's report").toBe(isMember ? 200 : 422);

  // alerts and the parents' weekly digest
  const facts = await loadClassFacts(t.database.db, klass.id);
  expect(facts.has(pam.id), 'alert facts').toBe(isMember);
  const period = { fromDate: '2026-11-16', toDate: '2026-11-22', nextFrom: '2026-11-23', nextTo: '2026-11-29' };
  const digest = await gatherDigestWeeks(t.database.db, [pam.id], period);
  expect(digest.length > 0, "Pam's digest").toBe(isMember);

  // the QR scan
  const student = { id: pam.id, name: pam.name, nickname: null, email: pam.email };
  const scanCode = await createAttendanceCode(t.database.db, klass.id);
  const scan = scanAttendance(t.database.db, student, scanCode.token);
  if (isMember) await expect(scan, 'QR scan').resolves.toMatchObject({ class_id: klass.id });
  else await expect(scan, 'QR scan').rejects.toMatchObject({ statusCode: 403 });
}

describe('one membership rule: a class member is an approved, active student enrolled in the class', () => {
  it('leaves a pending sign-up out of every screen, then counts them everywhere once approved, keeping their code', async () => {
    const s = await setUp();
    await expectMembership(s, false);

    const approved = await t.call(studentsApprovalApi.changeActiveStatus, {
      url: `/api/admin/students/${s.pam.id}/change-active-status`,
      headers: s.headers,
      payload: { status: 'approved', classId: s.klass.id },
    });
    expect(approved.status).toBe(200);
    await expectMembership(s, true);

    const codes = (await t.call(classMembersApi.students, { url: `${s.base}/students`, headers: s.headers })).body.data;
    expect(codes.find((row) => row.id === s.pam.id)?.class_user_id).toBe(s.code);
    const [register] = (await t.call(attendanceApi.list, { url: `${s.base}/attendance`, headers: s.headers })).body.data;
    expect(register.studentsWithClassUserId.find((row) => row.id === s.pam.id)?.class_user_id).toBe(s.code);
    const enrolments = await t.database.db.select().from(classStudents).where(eq(classStudents.studentId, s.pam.id));
    expect(enrolments.map((row) => [row.id, row.classId])).toEqual([[s.code, s.klass.id]]);
  });

  it('keeps a pending sign-up when the class form is saved without them, since the form lists members only', async () => {
    const s = await setUp();
    const { data } = (await t.call(classesApi.get, { url: s.base, headers: s.headers })).body;
    const saved = await t.call(classesApi.update, {
      url: s.base,
      headers: s.headers,
      payload: {
        name: data.name,
        type: data.type,
        startDate: data.startDate,
        endDate: data.endDate,
        sessions: data.sessions,
        isRanked: data.isRanked,
        students: data.students,
        teachers: [],
      },
    });
    expect(saved.status).toBe(200);
    const [kept] = await t.database.db
      .select({ id: classStudents.id })
      .from(classStudents)
      .where(and(eq(classStudents.classId, s.klass.id), eq(classStudents.studentId, s.pam.id)));
    expect(kept?.id).toBe(s.code);
  });

  it('sweeps for alerts only the classes that have members: a pending sign-up or a deactivated student is not one', async () => {
    const db = t.database.db;
    const s = await setUp();
    const gus = await createStudent(db, { name: 'Gus' });
    const left = await createClass(db, { name: 'Biology', students: [gus.id] });
    await db.update(users).set({ isActive: false }).where(eq(users.id, gus.id));
    const swept = await classesToSweep(db);
    expect(swept).toContain(s.klass.id);
    expect(swept, "Pam's other class").not.toContain(s.other.id);
    expect(swept, "a deactivated student's class").not.toContain(left.id);
  });
});
