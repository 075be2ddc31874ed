import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE, authApi, usersApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createStudent, createUser } from '../../../test/factories';
import { supervisorTeachers, users } from '../../db/schema';

const t = useTestApp();
const valid = {
  name: 'Hala Supervisor',
  nickname: 'Ms Hala',
  gender: 'female',
  birthDate: '1990-04-02',
  email: 'hala@example.com',
  phone: '01000000000',
  mainRole: 4,
  password: 'long enough pw',
  password_confirmation: 'long enough pw',
  managedTeachers: [] as number[],
};

describe('admin/users', () => {
  it('creates a supervisor with managed teachers; the answer names the role and never the password', async () => {
    const { headers } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const { status, body } = await t.call(usersApi.create, {
      url: '/api/admin/users',
      headers,
      payload: { ...valid, managedTeachers: [teacher.id] },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('User created successfully');
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Hala Supervisor',
      nickname: 'Ms Hala',
      gender: 'female',
      birthDate: '1990-04-02',
      email: 'hala@example.com',
      phone: '01000000000',
      mainRoleId: 4,
      mainRole: 'supervisor',
      managedTeachers: [teacher.id],
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const login = await t.call(authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: 'HALA@example.com', password: 'long enough pw' },
    });
    expect(login.status).toBe(200);
    const list = await t.call(usersApi.list, { url: '/api/admin/users?q=hala', headers });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].managedTeachers).toEqual([teacher.id]);
  });

  it('answers precise field errors for the form, all at once', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(usersApi.create, {
      url: '/api/admin/users',
      headers,
      payload: { name: ' ', email: 'nope', mainRole: 3, gender: 'x', password: 'short', password_confirmation: 'other' },
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({
      name: ['Name is required'],
      email: ['Email must be a valid email address'],
      mainRole: ['The selected role is invalid'],
      gender: ['Gender must be male or female'],
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['The password confirmation does not match'],
    });
  });

  it.each([null, ''])('asks for a role when the role is left empty (%j)', async (mainRole) => {
    const { headers } = await t.signIn('admin');
    const payload = {
      name: 'Rana',
      email: 'rana@example.com',
      mainRole,
      password: 'long enough',
      password_confirmation: 'long enough',
    };
    const { status, error } = await t.call(usersApi.create, { url: '/api/admin/users', headers, payload });
    expect(status).toBe(422);
    expect(error.data).toEqual({ mainRole: ['Role is required'] });
  });

  it('refuses an e-mail any account uses, students included, whatever its case', async () => {
    const { headers } = await t.signIn('admin');
    await createStudent(t.database.db, { email: 'Kid@Example.com' });
    const { status, error } = await t.call(usersApi.create, {
      url: '/api/admin/users',
      headers,
      payload: { ...valid, email: 'kid@example.COM' },
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({ email: ['The email has already been taken.'] });
  });

  it('gives every concurrent creation with one e-mail but one a 422, never a 500', async () => {
    const { headers } = await t.signIn('admin');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call(usersApi.create, { url: '/api/admin/users', headers, payload: valid })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, valid.email));
    expect(rows).toHaveLength(1);
  });

  it('edits without a password, keeps it, and drops managed teachers when the role is no longer supervisor', async () => {
    const { headers } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const created = await t.call(usersApi.create, {
      url: '/api/admin/users',
      headers,
      payload: { ...valid, managedTeachers: [teacher.id] },
    });
    const id = created.body.data.id;
    const { status, body } = await t.call(usersApi.update, {
      url: `/api/admin/users/${id}`,
      headers,
      payload: { ...valid, mainRole: 2, password: '', password_confirmation: '', name: 'Hala' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'User updated successfully',
      data: { name: 'Hala', mainRole: 'teacher', managedTeachers: [] },
    });
    expect(await t.database.db.select().from(supervisorTeachers)).toHaveLength(0);
    const login = await t.call(authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: valid.email, password: valid.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses managed teachers that are not teachers', async () => {
    const { headers, userId } = await t.signIn('admin');
    const { status, error } = await t.call(usersApi.create, {
      url: '/api/admin/users',
      headers,
      payload: { ...valid, managedTeachers: [userId] },
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({ managedTeachers: ['The selected teachers are invalid'] });
  });

  it('deletes a staff user, 404s a student id, and never deletes the caller', async () => {
    const { headers, userId } = await t.signIn('admin');
    const other = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    const student = await createStudent(t.database.db);
    expect((await t.call(usersApi.remove, { url: `/api/admin/users/${student.id}`, headers })).status).toBe(404);
    expect((await t.call(usersApi.remove, { url: `/api/admin/users/${userId}`, headers })).status).toBe(409);
    const gone = await t.call(usersApi.remove, { url: `/api/admin/users/${other.id}`, headers });
    expect(gone.body.message).toBe('User deleted successfully');
  });

  it('lists the staff roles for the select, and is admin only', async () => {
    const admin = await t.signIn('admin');
    const { body } = await t.call(usersApi.roles, { url: '/api/admin/select-options/roles', headers: admin.headers });
    expect(body.data).toEqual([
      { value: 1, name: 'admin' },
      { value: 2, name: 'teacher' },
      { value: 4, name: 'supervisor' },
    ]);
    const teacher = await t.signIn('teacher');
    for (const [list, url] of [
      [usersApi.roles, '/api/admin/select-options/roles'],
      [usersApi.list, '/api/admin/users'],
    ] as const) {
      expect((await t.call(list, { url, headers: teacher.headers })).status, url).toBe(403);
    }
    const post = await t.call(usersApi.create, { url: '/api/admin/users', headers: teacher.headers, payload: valid });
    expect(post.status).toBe(403);
  });
});
