import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATE_MESSAGE, ROLE, authApi, teachersApi } from '@backoffice/contract';
import { auditLog } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { createStudent, createUser } from '../../../test/factories';
import { createMailStack } from '../../mail/test-mail-stack';

const mail = createMailStack();
const t = useTestApp(mail.extension);
beforeEach(() => {
  mail.received.length = 0;
});
const valid = {
  name: 'Sara Adel',
  nickname: '',
  gender: 'female',
  birthDate: '1995-02-03',
  email: 'sara@example.com',
  phone: '01011112222',
  classes: [],
};

describe('admin/teachers', () => {
  it('creates a teacher without a password and e-mails a one-time link that lets them sign in', async () => {
    const { headers } = await t.signIn('admin');
    const { status, body } = await t.call(teachersApi.create, { url: '/api/admin/teachers', headers, payload: valid });
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Teacher created successfully',
      data: {
        id: expect.any(Number),
        name: 'Sara Adel',
        nickname: null,
        gender: 'female',
        birthDate: '1995-02-03',
        email: 'sara@example.com',
        phone: '01011112222',
      },
    });
    const received = await mail.waitForMail('sara@example.com');
    expect(received.subject).toBe('Set your password');
    const token = /set-password\?token=([\w-]+)/.exec(received.body)?.[1];
    expect(received.body).toContain('http://app.example.com/set-password?token=');
    expect(token).toBeTruthy();

    const mismatch = await t.call(authApi.setPassword, {
      url: '/api/admin/auth/set-password',
      payload: { token, password: 'new password 1', password_confirmation: 'other' },
    });
    expect(mismatch.error.data).toEqual({ password_confirmation: ['The password confirmation does not match'] });
    const set = await t.call(authApi.setPassword, {
      url: '/api/admin/auth/set-password',
      payload: { token, password: 'new password 1', password_confirmation: 'new password 1' },
    });
    expect(set.status).toBe(200);
    const login = await t.call(authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: 'sara@example.com', password: 'new password 1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user.mainRole).toBe('teacher');

    const again = await t.call(authApi.setPassword, {
      url: '/api/admin/auth/set-password',
      payload: { token, password: 'another pw 22', password_confirmation: 'another pw 22' },
    });
    expect(again.status).toBe(422);
    expect(again.error.data).toEqual({ token: ['This password link is invalid or has expired'] });
  });

  it('requires name, gender, birthDate, a valid email and phone', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(teachersApi.create, {
      url: '/api/admin/teachers',
      headers,
      payload: { email: 'bad', birthDate: '2020-02-31' },
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({
      name: ['Name is required'],
      gender: ['Gender is required'],
      birthDate: [DATE_MESSAGE],
      email: ['Email must be a valid email address'],
      phone: ['Phone is required'],
    });
  });

  it('lists only teachers, searches, edits and deletes them; other ids are 404', async () => {
    const { headers } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher, name: 'Omar Khaled' });
    await createStudent(t.database.db, { name: 'Omar Student' });
    const list = await t.call(teachersApi.list, { url: '/api/admin/teachers?q=omar', headers });
    expect(list.body.data.map((row: { name: string }) => row.name)).toEqual(['Omar Khaled']);
    const edited = await t.call(teachersApi.update, {
      url: `/api/admin/teachers/${teacher.id}`,
      headers,
      payload: { ...valid, email: 'omar@example.com', name: 'Omar K' },
    });
    expect(edited.body).toMatchObject({ message: 'Teacher updated successfully', data: { name: 'Omar K' } });
    const student = await createStudent(t.database.db);
    expect((await t.call(teachersApi.update, { url: `/api/admin/teachers/${student.id}`, headers, payload: valid })).status).toBe(
      404,
    );
    expect((await t.call(teachersApi.remove, { url: `/api/admin/teachers/${student.id}`, headers })).status).toBe(404);
    const deleted = await t.call(teachersApi.remove, { url: `/api/admin/teachers/${teacher.id}`, headers });
    expect(deleted.body.message).toBe('Teacher deleted successfully');
  });

  it("records an edit in the teacher's account history, as every account's", async () => {
    const { headers, userId } = await t.signIn('admin');
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher, name: 'Omar Khaled', phone: valid.phone });
    const payload = { ...valid, email: teacher.email, name: 'Omar K' };
    expect((await t.call(teachersApi.update, { url: `/api/admin/teachers/${teacher.id}`, headers, payload })).status).toBe(200);
    const history = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, teacher.id)));
    expect(history.map((row) => [row.userId, row.field, row.old, row.new])).toEqual([[userId, 'name', 'Omar Khaled', 'Omar K']]);
  });

  it('refuses a taken e-mail on create and edit', async () => {
    const { headers } = await t.signIn('admin');
    await createStudent(t.database.db, { email: 'taken@example.com' });
    const other = await createUser(t.database.db, { mainRoleId: ROLE.teacher });
    for (const [endpoint, url] of [
      [teachersApi.create, '/api/admin/teachers'],
      [teachersApi.update, `/api/admin/teachers/${other.id}`],
    ] as const) {
      const { status, error } = await t.call(endpoint, { url, headers, payload: { ...valid, email: 'TAKEN@example.com' } });
      expect(status).toBe(422);
      expect(error.data).toEqual({ email: ['The email has already been taken.'] });
    }
  });

  it('is admin only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(teachersApi.list, { url: '/api/admin/teachers', headers })).status).toBe(403);
    expect((await t.call(teachersApi.create, { url: '/api/admin/teachers', headers, payload: valid })).status).toBe(403);
  });
});
