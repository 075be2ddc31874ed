import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { ROLE, studentRegistrationApi, studentsApprovalApi } from '@backoffice/contract';
import { createClass, createUser } from '../../../test/factories';
import { outbox, users } from '../../db/schema';

const t = useTestApp();
const signUp = {
  name: 'Salma Nabil',
  gender: 'female',
  birthDate: '2011-03-04',
  email: 'salma@example.com',
  phone: '01012345678',
  studentType: 'school',
  schoolName: 'Cairo School',
  password: 'a good secret',
  password_confirmation: 'a good secret',
};
const register = (payload: object) => t.call(studentRegistrationApi.register, { url: '/api/home/students/register', payload });

describe('POST /api/home/students/register', () => {
  it('creates a pending student that staff then approve into a requested class', async () => {
    const klass = await createClass(t.database.db, { name: 'Chemistry' });
    const { status, body } = await register({ ...signUp, classes: [klass.id] });
    expect(status).toBe(200);
    expect(body.message).toBe('Your registration was received and is waiting for approval');
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'salma@example.com'));
    expect(account).toMatchObject({ isActive: false, mainRoleId: 3 });
    expect(account.passwordHash).not.toContain('a good secret');

    const { headers } = await t.signIn('admin');
    const pending = await t.call(studentsApprovalApi.list, { url: '/api/admin/students/inactive-students', headers });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ name: 'Salma Nabil', classes: [{ id: klass.id, name: 'Chemistry' }] }),
    ]);
    const approved = await t.call(studentsApprovalApi.changeActiveStatus, {
      url: `/api/admin/students/${account.id}/change-active-status`,
      headers,
      payload: { status: 'approved', classId: klass.id },
    });
    expect(approved.status).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(after.isActive).toBe(true);
  });

  it('names every invalid field and writes nothing', async () => {
    const { status, error } = await register({
      ...signUp,
      phone: '0100',
      email: 'nope',
      studentType: 'center',
      password_confirmation: 'other',
    });
    expect(status).toBe(422);
    expect(Object.keys(error.data ?? {}).sort()).toEqual(['centerId', 'email', 'password_confirmation', 'phone']);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('answers a taken e-mail, staff included, as any other sign-up and tells its owner by e-mail instead', async () => {
    const admin = await createUser(t.database.db, { email: 'boss@example.com', mainRoleId: ROLE.admin });
    const fresh = await register({ ...signUp, email: 'new@example.com' });
    const taken = await register({ ...signUp, email: 'BOSS@example.com' });
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    const accounts = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(accounts).toEqual([expect.objectContaining({ id: admin.id, mainRoleId: ROLE.admin, isActive: true })]);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, 'boss@example.com'));
    expect(mail).toEqual([expect.objectContaining({ subject: 'Sign-up attempt with your e-mail' })]);
  });

  it('refuses a class that does not exist', async () => {
    const unknownClass = await register({ ...signUp, email: 'other@example.com', classes: [424242] });
    expect(unknownClass.status).toBe(422);
    expect(unknownClass.error.data).toEqual({ classes: ['The selected classes are invalid'] });
  });
});
