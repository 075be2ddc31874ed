import { describe, expect, it } from 'vitest';
import { authApi, studentRegistrationApi } from '@backoffice/contract';
import { callApp, TEST_AUTH_SETTINGS, TEST_RATE_LIMIT, traceEndpoints, useTestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { openDiskFileStore } from '../storage/file-store';

const t = useTestApp();
const body = { token: 'no-such-link', password: 'long enough 1', password_confirmation: 'long enough 1' };
const setPassword = { url: '/api/admin/auth/set-password', payload: body };

describe('the request limit of public routes', () => {
  it('holds across two processes on one database, and answers 429 past it', async () => {
    // A second app on the same database stands for a second process behind the load balancer.
    const other = await buildApp({
      db: t.database.db,
      settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
      files: openDiskFileStore('/nonexistent-files'),
      enqueue: async () => undefined,
    });
    traceEndpoints(other);
    try {
      for (let i = 0; i < TEST_RATE_LIMIT.perMinute; i += 1) {
        const app = i % 2 === 0 ? t.app : other;
        expect((await callApp(app, authApi.setPassword, setPassword)).status).toBe(422);
      }
      const refused = await callApp(other, authApi.setPassword, setPassword);
      expect(refused.status).toBe(429);
      expect(refused.error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await other.close();
    }
  });

  it('limits sign-ups per address per hour', async () => {
    const signUp = (i: number) =>
      t.call(studentRegistrationApi.register, {
        url: '/api/home/students/register',
        payload: {
          name: 'S',
          gender: 'male',
          birthDate: '2010-01-01',
          email: `s${i}@example.com`,
          phone: '01234567890',
          password: 'long enough 1',
          password_confirmation: 'long enough 1',
        },
      });
    for (let i = 0; i < TEST_RATE_LIMIT.signUpsPerHour; i += 1) expect((await signUp(i)).status).toBe(200);
    expect((await signUp(99)).status).toBe(429);
  });
});
