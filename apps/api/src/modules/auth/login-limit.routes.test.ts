import { describe, expect, it } from 'vitest';
import { authApi, ROLE } from '@backoffice/contract';
import { TEST_AUTH_SETTINGS, useTestApp } from '../../../test/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';

// The request limit of public routes and the in-flight cap (503, tested on its own) are lifted here, so
// that what answers 429 is the login limit itself.
const t = useTestApp(async () => ({
  options: {
    settings: { auth: TEST_AUTH_SETTINGS, rateLimit: { perMinute: 10_000, signUpsPerHour: 10_000 } },
    maxInFlight: 1_000,
  },
  close: async () => undefined,
}));
const login = (email: string, password: string) =>
  t.call(authApi.login, { url: '/api/admin/auth/login', payload: { email, password } });

describe('the login limit', () => {
  it('counts 100 concurrent wrong passwords atomically: five are checked, the rest and then the right one answer 429', async () => {
    await createUser(t.database.db, { mainRoleId: ROLE.admin, email: 'boss@example.com' });
    const wrong = await Promise.all(Array.from({ length: 100 }, (_, i) => login('boss@example.com', `wrong ${i}`)));
    const statuses = wrong.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(TEST_AUTH_SETTINGS.maxAttempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - TEST_AUTH_SETTINGS.maxAttempts);
    const right = await login('boss@example.com', TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('limits one address spraying one password over many e-mails', async () => {
    const victim = await createUser(t.database.db, { email: 'victim@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < TEST_AUTH_SETTINGS.maxAttemptsPerAddress; i += 1) {
      statuses.push((await login(`person${i}@example.com`, 'Summer2026!')).status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await login(victim.email, 'Summer2026!')).status).toBe(429);
    expect((await login(victim.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('gives a successful sign-in its attempt back, so colleagues behind one address are not locked out', async () => {
    for (let i = 0; i < TEST_AUTH_SETTINGS.maxAttemptsPerAddress + 5; i += 1) {
      const user = await createUser(t.database.db);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    }
  });
});
