import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authApi, ROLE, studentsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createCenter, createClass, createStudent, createUser } from '../../../test/factories';
import { outbox, users } from '../../db/schema';
import { createAssessment, createScores } from '../../../test/student-work-factories';
import { verifyPassword } from '../../lib/passwords';
import { createMailStack } from '../../mail/test-mail-stack';

const mail = createMailStack();
const t = useTestApp(mail.extension);
beforeEach(() => {
  mail.received.length = 0;
});
const valid = {
  name: 'Youssef Ali',
  nickname: 'Jo',
  gender: 'male',
  birthDate: '2010-05-06',
  email: 'youssef@example.com',
  phone: '01234567890',
  schoolName: 'Nile School',
  studentType: 'school',
  facebookName: 'Jo Ali',
  facebookUrl: 'https://facebook.com/jo',
  motherName: 'Mona',
  motherEmail: 'mona@example.com',
  motherPhone: '0100',
  fatherName: '',
  fatherEmail: '',
  fatherPhone: '',
  classes: [] as number[],
};

describe('admin/students', () => {
  it('creates a student with classes and e-mails a one-time set-password link, never a password', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const { status, body } = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { ...valid, classes: [klass.id] },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Student created successfully');
    expect(body.data).toEqual({
      ...valid,
      id: expect.any(Number),
      userId: body.data.id,
      fatherName: null,
      fatherEmail: null,
      fatherPhone: null,
      centerId: null,
      centerName: null,
      avatar: null,
      language: 'en',
      classes: [{ id: klass.id, name: klass.name }],
      rankAverage: null,
      isActive: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const received = await mail.waitForMail('youssef@example.com');
    expect(received.subject).toBe('Set your password');
    const token = /set-password\?token=([\w-]+)/.exec(received.body)?.[1];
    expect(token).toBeDefined();
    expect(received.body).not.toMatch(/password is/i);
    const stored = await t.database.db.select().from(outbox).where(eq(outbox.to, 'youssef@example.com'));
    expect(stored[0].text).not.toMatch(/password is/i);
    // The link sets the password, once.
    const link = { url: '/api/admin/auth/set-password' };
    const payload = { token, password: 'chosen by me 1', password_confirmation: 'chosen by me 1' };
    expect((await t.call(authApi.setPassword, { ...link, payload })).status).toBe(200);
    expect((await t.call(authApi.setPassword, { ...link, payload })).status).toBe(422);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'youssef@example.com'));
    expect(await verifyPassword(account.passwordHash, 'chosen by me 1')).toBe(true);
  });

  it('applies the student rules: required fields, phone of 11+, a center when the type is center', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { phone: '0123', studentType: 'center', email: 'x' },
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({
      name: ['Name is required'],
      gender: ['Gender is required'],
      birthDate: ['Birth date is required'],
      email: ['Email must be a valid email address'],
      phone: ['Phone must be at least 11 characters'],
      centerId: ['Center is required when the student type is center'],
    });
    const unknownCenter = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { ...valid, studentType: 'center', centerId: 999 },
    });
    expect(unknownCenter.error.data).toEqual({ centerId: ['The selected center is invalid'] });
  });

  it('stores the center of a center student and answers its name; a taken e-mail is 422', async () => {
    const { headers } = await t.signIn('admin');
    const center = await createCenter(t.database.db, 'Maadi Center');
    const created = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { ...valid, studentType: 'center', centerId: center.id, password: 'chosen password' },
    });
    expect(created.body.data).toMatchObject({ studentType: 'center', centerId: center.id, centerName: 'Maadi Center' });
    const again = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { ...valid, email: 'YOUSSEF@example.com' },
    });
    expect(again.status).toBe(422);
    expect(again.error.data).toEqual({ email: ['The email has already been taken.'] });
  });

  it('edits a student, lists them with their rank average, and deletes them', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { name: 'Laila Hassan' });
    const klass = await createClass(t.database.db, { students: [student.id] });
    const quiz = await createAssessment(t.database.db, { classId: klass.id, kind: 'quiz', maxScore: 15 });
    const exam = await createAssessment(t.database.db, { classId: klass.id, kind: 'exam', maxScore: 100 });
    await createScores(t.database.db, quiz, [[student.id, 7]]);
    await createScores(t.database.db, exam, [[student.id, 80]]);
    const edited = await t.call(studentsApi.update, {
      url: `/api/admin/students/${student.id}`,
      headers,
      payload: { ...valid, name: 'Laila H', email: 'laila@example.com', classes: [klass.id] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Student updated successfully', data: { name: 'Laila H', rankAverage: 75.65 } });
    const list = await t.call(studentsApi.list, { url: '/api/admin/students?q=laila', headers });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.meta.pagination.total).toBe(1);
    const deleted = await t.call(studentsApi.remove, { url: `/api/admin/students/${student.id}`, headers });
    expect(deleted.body.message).toBe('Student deleted successfully');
    expect(await t.database.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0);
  });

  it("keeps the language the student's and parents' messages are written in; leaving it out keeps it, a third one is 422", async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { email: 'amal@example.com' });
    const url = `/api/admin/students/${student.id}`;
    const listed = async () =>
      (await t.call(studentsApi.list, { url: '/api/admin/students?q=amal', headers })).body.data[0].language;
    expect(await listed()).toBe('en');
    const arabic = await t.call(studentsApi.update, {
      url,
      headers,
      payload: { ...valid, email: 'amal@example.com', language: 'ar' },
    });
    expect(arabic.body.data.language).toBe('ar');
    const { language: _kept, ...rest } = { ...valid, email: 'amal@example.com', language: undefined };
    expect((await t.call(studentsApi.update, { url, headers, payload: rest })).body.data.language).toBe('ar');
    const french = await t.call(studentsApi.update, { url, headers, payload: { ...rest, language: 'fr' as never } });
    expect(french.status).toBe(422);
    expect(french.error.data).toEqual({ language: ['The language must be en or ar'] });
    expect(await listed()).toBe('ar');
  });

  it('keeps the enrolment when an edit leaves classes out, and empties it for an empty list', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { email: 'stay@example.com' });
    const klass = await createClass(t.database.db, { students: [student.id] });
    const { classes: _omitted, ...withoutClasses } = valid;
    const kept = await t.call(studentsApi.update, {
      url: `/api/admin/students/${student.id}`,
      headers,
      payload: { ...withoutClasses, email: 'stay@example.com' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.classes).toEqual([{ id: klass.id, name: klass.name }]);
    const emptied = await t.call(studentsApi.update, {
      url: `/api/admin/students/${student.id}`,
      headers,
      payload: { ...valid, email: 'stay@example.com' },
    });
    expect(emptied.body.data.classes).toEqual([]);
  });

  it('resets the password: the old one stops working and a set-password link is e-mailed', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db, { email: 'kid@example.com' });
    const before = student.passwordHash;
    const { status, body } = await t.call(studentsApi.resetPassword, {
      url: `/api/admin/students/${student.id}/reset-password`,
      headers,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('A link to set a new password has been sent to the student');
    const received = await mail.waitForMail('kid@example.com');
    expect(received.subject).toBe('Reset your password');
    expect(received.body).toMatch(/set-password\?token=[\w-]{40,}/);
    expect(received.body).not.toMatch(/password is/i);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(before).not.toBeNull();
    expect(after.passwordHash).toBeNull();
    const teacherId = (await createUser(t.database.db)).id;
    const notStudent = await t.call(studentsApi.resetPassword, {
      url: `/api/admin/students/${teacherId}/reset-password`,
      headers,
    });
    expect(notStudent.status).toBe(404);
  });
});

describe('a teaching assistant on admin/students', () => {
  it('sees only the students of their classes, adds students into them, and changes no account', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const mine = await createStudent(t.database.db, { name: 'Mine' });
    const other = await createStudent(t.database.db, { name: 'Other' });
    const myClass = await createClass(t.database.db, { teachers: [userId], students: [mine.id] });
    const otherClass = await createClass(t.database.db, { students: [other.id, mine.id] });
    const list = await t.call(studentsApi.list, { url: '/api/admin/students', headers });
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Mine']);
    // only classes the TA may see are shown
    expect(list.body.data[0].classes).toEqual([{ id: myClass.id, name: myClass.name }]);
    const payload = { ...valid, email: 'other@example.com', classes: [] };
    expect((await t.call(studentsApi.update, { url: `/api/admin/students/${other.id}`, headers, payload })).status).toBe(403);
    expect((await t.call(studentsApi.remove, { url: `/api/admin/students/${other.id}`, headers })).status).toBe(403);
    const reset = await t.call(studentsApi.resetPassword, { url: `/api/admin/students/${other.id}/reset-password`, headers });
    expect(reset.status).toBe(403);
    expect((await t.call(studentsApi.remove, { url: '/api/admin/students/999999', headers })).status).toBe(403);
    const intoOther = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { ...valid, classes: [otherClass.id] },
    });
    expect(intoOther.status).toBe(403);
    const intoMine = await t.call(studentsApi.create, {
      url: '/api/admin/students',
      headers,
      payload: { ...valid, classes: [myClass.id] },
    });
    expect(intoMine.status).toBe(200);
  });

  it("cannot take over another teacher's student by enrolling them into a class of their own", async () => {
    const { headers, userId } = await t.signIn('teacher');
    const victim = await createUser(t.database.db, {
      mainRoleId: ROLE.student,
      name: 'Victim Student',
      email: 'victim@example.com',
    });
    await createClass(t.database.db, { students: [victim.id] });
    // The TA's own class with the victim in it: before, this opened the account to the TA.
    await createClass(t.database.db, { teachers: [userId], students: [victim.id] });
    const before = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    const payload = { ...valid, email: 'attacker@example.com', password: 'taken over 1' };
    const edit = await t.call(studentsApi.update, { url: `/api/admin/students/${victim.id}`, headers, payload });
    expect(edit.status).toBe(403);
    expect(edit.error.message).toBe('This action is unauthorized.');
    const reset = await t.call(studentsApi.resetPassword, { url: `/api/admin/students/${victim.id}/reset-password`, headers });
    expect(reset.status).toBe(403);
    expect((await t.call(studentsApi.remove, { url: `/api/admin/students/${victim.id}`, headers })).status).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, victim.id))).toEqual(before);
  });
});
