import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openPostgres, type Database } from '../db/client';
import { openDiskFileStore } from '../storage/file-store';
import { authApi, centersApi, healthApi } from '@backoffice/contract';
import { callApp, TEST_AUTH_SETTINGS, TEST_RATE_LIMIT, traceEndpoints } from '../../test/test-app';
import { RETRY_SAFE_HEADER } from './load-shedding';

/** A local port nothing listens on: connecting to it is refused, as to a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: App;
let database: Database;
beforeAll(async () => {
  database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/stopped`, 2);
  app = await buildApp({
    db: database.db,
    settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
    files: openDiskFileStore('/nonexistent'),
    enqueue: async () => undefined,
  });
  traceEndpoints(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After, not 500, and not retry-safe (the request was worked on)', async () => {
    const response = await callApp(app, centersApi.list, {
      url: '/api/admin/centers',
      headers: { authorization: 'Bearer some-token' },
    });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers[RETRY_SAFE_HEADER]).toBeUndefined();
    expect(response.error).toEqual({
      message: 'The database is unavailable. Please try again in a moment.',
      data: null,
      errors: null,
    });
  });

  it('answers a SAVE and a sign-in (rate-limited, so counted in the database) with 503 too', async () => {
    const save = await callApp(app, centersApi.create, {
      url: '/api/admin/centers',
      headers: { authorization: 'Bearer some-token' },
      payload: { name: 'North' },
    });
    const signIn = await callApp(app, authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: 'admin@example.com', password: 'secret password' },
    });
    expect([save.status, signIn.status]).toEqual([503, 503]);
  });

  it('is alive but not ready', async () => {
    const live = await callApp(app, healthApi.live, { url: '/api/health/live' });
    const ready = await callApp(app, healthApi.ready, { url: '/api/health/ready' });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ message: '', data: { status: 'ok' } });
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('1');
    expect(ready.error).toEqual({ message: 'Not ready: database.', data: { missing: ['database'] }, errors: null });
  });
});
