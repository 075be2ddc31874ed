import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE, authApi, classesApi, homeSelectOptionsApi, studentAuthApi, studentsApprovalApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createStudent, createUser, TEST_PASSWORD } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { outbox } from '../../db/schema';

const t = useTestApp();
const login = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  t.call(studentAuthApi.login, { url: '/api/home/auth/login', payload: { email, password }, headers });

describe('home/auth', () => {
  it('signs an approved student in, answers me, and logs out for good', async () => {
    const student = await createStudent(t.database.db, { name: 'Salma' });
    const { status, body } = await login(student.email.toUpperCase());
    expect(status).toBe(200);
    expect(body.data.user).toEqual({ id: student.id, name: 'Salma', nickname: null, email: student.email });
    const headers = { authorization: `Bearer ${body.data.token}` };
    const me = await t.call(studentAuthApi.me, { url: '/api/home/auth/me', headers });
    expect(me.body.data.user.id).toBe(student.id);
    expect((await t.call(studentAuthApi.logout, { url: '/api/home/auth/logout', headers })).status).toBe(200);
    expect((await t.call(studentAuthApi.me, { url: '/api/home/auth/me', headers })).status).toBe(401);
  });

  it('keeps the scopes apart: a student token opens no staff route, a staff token acts as no student', async () => {
    const { headers: studentHeaders } = await signInStudent(t);
    expect((await t.call(authApi.me, { url: '/api/admin/auth/me', headers: studentHeaders })).status).toBe(401);
    expect((await t.call(classesApi.list, { url: '/api/admin/classes', headers: studentHeaders })).status).toBe(401);
    expect(
      (await t.call(homeSelectOptionsApi.schools, { url: '/api/home/select-options/schools', headers: studentHeaders })).status,
    ).toBe(401);
    const { headers: staffHeaders } = await t.signIn('admin');
    expect((await t.call(studentAuthApi.me, { url: '/api/home/auth/me', headers: staffHeaders })).status).toBe(401);
    // The spec's own home/ calls keep answering staff.
    expect(
      (await t.call(homeSelectOptionsApi.schools, { url: '/api/home/select-options/schools', headers: staffHeaders })).status,
    ).toBe(200);
  });

  it('refuses staff accounts on the student sign-in and students on the staff sign-in', async () => {
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    expect((await login(teacher.email)).status).toBe(401);
    const student = await createStudent(t.database.db);
    const staffLogin = await t.call(authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: student.email, password: TEST_PASSWORD },
    });
    expect(staffLogin.status).toBe(401);
  });

  it('tells a pending sign-up why, only with the right password', async () => {
    const pending = await createStudent(t.database.db, { isActive: false });
    const refused = await login(pending.email);
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('Your account is waiting for approval by the staff.');
    const arabic = await login(pending.email, TEST_PASSWORD, { 'accept-language': 'ar' });
    expect(arabic.error.message).toBe('حسابك في انتظار موافقة فريق العمل.');
    const wrong = await login(pending.email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.error.message).toBe('These credentials do not match our records.');
  });

  it('tells a rejected sign-up why after staff reject it', async () => {
    const pending = await createStudent(t.database.db, { isActive: false });
    const { headers } = await t.signIn('admin');
    const rejected = await t.call(studentsApprovalApi.changeActiveStatus, {
      url: `/api/admin/students/${pending.id}/change-active-status`,
      headers,
      payload: { status: 'rejected' },
    });
    expect(rejected.status).toBe(200);
    const refused = await login(pending.email);
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('Your registration was rejected. Please contact the staff.');
    expect((await login(pending.email, 'a guess')).status).toBe(401);
  });

  it('limits sign-in attempts as for staff: 429 past the limit, even with the right password', async () => {
    const student = await createStudent(t.database.db);
    for (let i = 0; i < 5; i += 1) expect((await login(student.email, 'wrong')).status).toBe(401);
    const limited = await login(student.email);
    expect(limited.status).toBe(429);
    expect(limited.error.message).toMatch(/Too many login attempts/);
  });

  it('mails a forgotten-password link to the student app that sets a new password once', async () => {
    const student = await createStudent(t.database.db);
    const unknown = await t.call(studentAuthApi.forgotPassword, {
      url: '/api/home/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    const asked = await t.call(studentAuthApi.forgotPassword, {
      url: '/api/home/auth/forgot-password',
      payload: { email: student.email },
    });
    expect(asked.status).toBe(200);
    expect(unknown.body.message).toBe(asked.body.message);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, student.email));
    const token = /\/student\/set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const payload = { token, password: 'my new secret 1', password_confirmation: 'my new secret 1' };
    const set = await t.call(studentAuthApi.setPassword, { url: '/api/home/auth/set-password', payload });
    expect(set.status).toBe(200);
    expect((await t.call(studentAuthApi.setPassword, { url: '/api/home/auth/set-password', payload })).status).toBe(422);
    expect((await login(student.email, 'my new secret 1')).status).toBe(200);
    expect((await login(student.email)).status).toBe(401);
  });

  it("mails the forgotten-password link in the student's language", async () => {
    const student = await createStudent(t.database.db, { profile: { language: 'ar' } });
    await t.call(studentAuthApi.forgotPassword, { url: '/api/home/auth/forgot-password', payload: { email: student.email } });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, student.email));
    expect(mail.subject).toBe('اختر كلمة مرور جديدة');
    expect(mail.text).toContain('تنتهي صلاحية هذا الرابط خلال 72 ساعة.');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('answers 422 with field errors for a bad sign-in body', async () => {
    const { status, error } = await t.call(studentAuthApi.login, { url: '/api/home/auth/login', payload: { email: 'x' } });
    expect(status).toBe(422);
    expect(Object.keys(error.data ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
  });
});
