import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE, authApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createStudent, createUser, TEST_PASSWORD } from '../../../test/factories';
import { authTokens, users } from '../../db/schema';

const t = useTestApp();
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call(authApi.login, { url: '/api/admin/auth/login', payload: payload as object, headers });

describe('POST /api/admin/auth/login', () => {
  it('answers a token and the user with mainRole, and never the password', async () => {
    const admin = await createUser(t.database.db, { mainRoleId: ROLE.admin, email: 'Boss@Example.com' });
    const { status, body } = await login({ email: 'boss@example.com', password: TEST_PASSWORD });
    expect(status).toBe(200);
    expect(body.message).toBe('Logged in successfully');
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.user).toEqual({
      id: admin.id,
      name: admin.name,
      nickname: null,
      email: 'Boss@Example.com',
      mainRole: 'admin',
      mainRoleId: 1,
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('stores only a hash of the token', async () => {
    await createUser(t.database.db, { email: 'ta@example.com' });
    const { body } = await login({ email: 'ta@example.com', password: TEST_PASSWORD });
    const rows = await t.database.db.select().from(authTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(body.data.token);
  });

  it('refuses a wrong password, an unknown e-mail and a student account with the same 401', async () => {
    await createUser(t.database.db, { email: 'ta@example.com' });
    await createStudent(t.database.db, { email: 'kid@example.com' });
    for (const payload of [
      { email: 'ta@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
      { email: 'kid@example.com', password: TEST_PASSWORD },
    ]) {
      const { status, error } = await login(payload);
      expect(status).toBe(401);
      expect(error.message).toBe('These credentials do not match our records.');
      expect(error.data?.email).toEqual(['These credentials do not match our records.']);
    }
  });

  it('names each invalid field with a 422', async () => {
    const { status, error } = await login({ email: 'not-an-email' });
    expect(status).toBe(422);
    expect(error.data).toEqual({ email: ['Email must be a valid email address'], password: ['Password is required'] });
    expect(error.message).toBe('Email must be a valid email address');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.call(authApi.login, {
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe('The request body is not valid JSON.');
  });

  it('answers 413 for an oversized body', async () => {
    const { status, error } = await login({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(error.message).toBe('The request body is too large.');
  });

  it('locks an e-mail out from one address after five failures, even with the right password', async () => {
    await createUser(t.database.db, { email: 'ta@example.com' });
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ email: 'ta@example.com', password: 'nope' })).status).toBe(401);
    }
    const locked = await login({ email: 'ta@example.com', password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('answers in Arabic when the client asks for it', async () => {
    const { error } = await login({ email: 'x@example.com', password: 'nope' }, { 'accept-language': 'ar' });
    expect(error.message).toBe('بيانات الدخول غير صحيحة.');
  });
});

describe('GET /api/admin/auth/me and logout', () => {
  it('answers the signed-in user', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const { status, body } = await t.call(authApi.me, { url: '/api/admin/auth/me', headers });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: userId, mainRole: 'teacher', mainRoleId: 2 });
  });

  it('answers 401 without a token and with a made-up one', async () => {
    expect((await t.call(authApi.me, { url: '/api/admin/auth/me' })).status).toBe(401);
    const forged = await t.call(authApi.me, { url: '/api/admin/auth/me', headers: { authorization: 'Bearer forged' } });
    expect(forged.status).toBe(401);
    expect(forged.error).toEqual({ message: 'Unauthenticated.', data: null, errors: null });
  });

  it('revokes the token on logout', async () => {
    const { headers } = await t.signIn('admin');
    const out = await t.call(authApi.logout, { url: '/api/admin/auth/logout', headers });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect((await t.call(authApi.me, { url: '/api/admin/auth/me', headers })).status).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    const { headers } = await t.signIn('admin');
    await t.database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.call(authApi.me, { url: '/api/admin/auth/me', headers })).status).toBe(401);
  });

  it('answers 401 once the account is deactivated', async () => {
    const { headers, userId } = await t.signIn('teacher');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    expect((await t.call(authApi.me, { url: '/api/admin/auth/me', headers })).status).toBe(401);
  });
});
