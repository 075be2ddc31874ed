import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi, ROLE, studentAuthApi, studentsApi, usersApi } from '@backoffice/contract';
import { auditLog, users } from '../../db/schema';
import { createClass, createStudent, createUser, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { issuePasswordToken } from './password-links.service';

const t = useTestApp();
const NEW_PASSWORD = 'a brand new password';
/** The sign-in endpoints of each side: staff (admin) and students (home). */
const AUTH = { admin: authApi, home: studentAuthApi } as const;

/** Signs an account in once more (another device): its bearer header. */
async function signInAgain(email: string, side: 'admin' | 'home', password = TEST_PASSWORD) {
  const answer = await t.call(AUTH[side].login, { url: `/api/${side}/auth/login`, payload: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.error.message}`);
  return { authorization: `Bearer ${answer.body.data.token}` };
}

/** The status of the account's "who am I" with that session: 200 while it lives, 401 once it ended. */
const sessionStatus = async (side: 'admin' | 'home', headers: Record<string, string>) =>
  (await t.call(AUTH[side].me, { url: `/api/${side}/auth/me`, headers })).status;

const studentBody = (email: string) => ({
  name: 'Kid',
  gender: 'female',
  birthDate: '2010-05-06',
  email,
  phone: '01234567890',
  studentType: 'school',
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
});

describe('a new password ends the other sessions of its account', () => {
  it('set by an admin for a student: the student is signed out on every device', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const phone = await signInAgain(student.email, 'home');
    const laptop = await signInAgain(student.email, 'home');

    const { status } = await t.call(studentsApi.update, {
      url: `/api/admin/students/${student.id}`,
      headers,
      payload: studentBody(student.email),
    });
    expect(status).toBe(200);
    expect(await sessionStatus('home', phone)).toBe(401);
    expect(await sessionStatus('home', laptop)).toBe(401);
    expect(await sessionStatus('home', await signInAgain(student.email, 'home', NEW_PASSWORD))).toBe(200);
  });

  it('kept as it was when an admin edits a student without a password', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const phone = await signInAgain(student.email, 'home');
    const { password: _password, password_confirmation: _confirmation, ...body } = studentBody(student.email);
    expect((await t.call(studentsApi.update, { url: `/api/admin/students/${student.id}`, headers, payload: body })).status).toBe(
      200,
    );
    expect(await sessionStatus('home', phone)).toBe(200);
  });

  it("set by an admin for a staff account: that account's sessions end, the admin's own stay", async () => {
    const { headers, userId } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const teacherSession = await signInAgain(teacher.email, 'admin');
    const payload = {
      name: 'T',
      email: teacher.email,
      mainRole: ROLE.teacher,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };

    expect((await t.call(usersApi.update, { url: `/api/admin/users/${teacher.id}`, headers, payload })).status).toBe(200);
    expect(await sessionStatus('admin', teacherSession)).toBe(401);
    expect(await sessionStatus('admin', headers)).toBe(200);

    // Their own password: signed out on the other device, still signed in on this one.
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const otherDevice = await signInAgain(admin.email, 'admin');
    const own = { ...payload, email: admin.email, mainRole: ROLE.admin };
    expect((await t.call(usersApi.update, { url: `/api/admin/users/${userId}`, headers, payload: own })).status).toBe(200);
    expect(await sessionStatus('admin', otherDevice)).toBe(401);
    expect(await sessionStatus('admin', headers)).toBe(200);
  });

  it('set through a set-password link, staff or student: every session of the account ends', async () => {
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const student = await createStudent(t.database.db);
    const teacherSession = await signInAgain(teacher.email, 'admin');
    const studentSession = await signInAgain(student.email, 'home');

    for (const [side, account] of [
      ['admin', teacher],
      ['home', student],
    ] as const) {
      const token = await issuePasswordToken(t.database.db, account.id);
      const payload = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      expect((await t.call(AUTH[side].setPassword, { url: `/api/${side}/auth/set-password`, payload })).status).toBe(200);
    }
    expect(await sessionStatus('admin', teacherSession)).toBe(401);
    expect(await sessionStatus('home', studentSession)).toBe(401);
  });

  it('reset by an admin for a student: the student is signed out', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const phone = await signInAgain(student.email, 'home');
    expect(
      (await t.call(studentsApi.resetPassword, { url: `/api/admin/students/${student.id}/reset-password`, headers })).status,
    ).toBe(200);
    expect(await sessionStatus('home', phone)).toBe(401);
  });
});

describe('a new role ends the sessions of its account', () => {
  it('changed by an admin: that account is signed out; an edit keeping role and password keeps its sessions', async () => {
    const { headers } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const session = await signInAgain(teacher.email, 'admin');
    const payload = { name: 'T', email: teacher.email, mainRole: ROLE.teacher, managedTeachers: [] };
    const update = (mainRole: number) =>
      t.call(usersApi.update, { url: `/api/admin/users/${teacher.id}`, headers, payload: { ...payload, mainRole } });

    expect((await update(ROLE.teacher)).status).toBe(200);
    expect(await sessionStatus('admin', session)).toBe(200);
    expect((await update(ROLE.supervisor)).status).toBe(200);
    expect(await sessionStatus('admin', session)).toBe(401);
    expect(await sessionStatus('admin', headers)).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of a staff account and records it in its history', async () => {
    const { headers, userId } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const sessions = [await signInAgain(teacher.email, 'admin'), await signInAgain(teacher.email, 'admin')];

    const { status, body } = await t.call(usersApi.signOutEverywhere, {
      url: `/api/admin/users/${teacher.id}/sign-out-everywhere`,
      headers,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('The account was signed out everywhere');
    for (const session of sessions) expect(await sessionStatus('admin', session)).toBe(401);
    expect(await sessionStatus('admin', headers)).toBe(200);
    const history = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, teacher.id)));
    expect(history.map((row) => [row.userId, row.field, row.old, row.new])).toEqual([[userId, 'sessions', 2, 0]]);
  });

  it("keeps the admin's own session when they sign their own account out everywhere", async () => {
    const { headers, userId } = await t.signIn('admin');
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const otherDevice = await signInAgain(admin.email, 'admin');
    expect(
      (await t.call(usersApi.signOutEverywhere, { url: `/api/admin/users/${userId}/sign-out-everywhere`, headers })).status,
    ).toBe(200);
    expect(await sessionStatus('admin', otherDevice)).toBe(401);
    expect(await sessionStatus('admin', headers)).toBe(200);
  });

  it("ends every session of a student's account, with the student in the history", async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const phone = await signInAgain(student.email, 'home');
    expect(
      (await t.call(studentsApi.signOutEverywhere, { url: `/api/admin/students/${student.id}/sign-out-everywhere`, headers }))
        .status,
    ).toBe(200);
    expect(await sessionStatus('home', phone)).toBe(401);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, student.id));
    expect([row.field, row.studentId]).toEqual(['sessions', student.id]);
  });

  it('answers 404 for an id that is not such an account', async () => {
    const { headers } = await t.signIn('admin');
    const student = await createStudent(t.database.db);
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const cases = [
      [usersApi.signOutEverywhere, `/api/admin/users/999999/sign-out-everywhere`],
      [usersApi.signOutEverywhere, `/api/admin/users/${student.id}/sign-out-everywhere`],
      [studentsApi.signOutEverywhere, `/api/admin/students/999999/sign-out-everywhere`],
      [studentsApi.signOutEverywhere, `/api/admin/students/${teacher.id}/sign-out-everywhere`],
    ] as const;
    for (const [signOut, url] of cases) expect((await t.call(signOut, { url, headers })).status, url).toBe(404);
  });

  it('is for admins: a teaching assistant gets 403, even for a student of their class, and ends nothing', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const student = await createStudent(t.database.db);
    await createClass(t.database.db, { teachers: [userId], students: [student.id] });
    const colleague = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const phone = await signInAgain(student.email, 'home');
    const colleagueSession = await signInAgain(colleague.email, 'admin');

    const asStudent = await t.call(studentsApi.signOutEverywhere, {
      url: `/api/admin/students/${student.id}/sign-out-everywhere`,
      headers,
    });
    const asUser = await t.call(usersApi.signOutEverywhere, {
      url: `/api/admin/users/${colleague.id}/sign-out-everywhere`,
      headers,
    });
    expect([asStudent.status, asUser.status]).toEqual([403, 403]);
    expect(await sessionStatus('home', phone)).toBe(200);
    expect(await sessionStatus('admin', colleagueSession)).toBe(200);
  });
});
