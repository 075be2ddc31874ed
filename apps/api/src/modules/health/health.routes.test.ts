import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { TEST_RATE_LIMIT, useTestApp } from '../../../test/test-app';
import { databaseProbe } from './health.service';

const t = useTestApp();

describe('health', () => {
  it('is live and ready while its database answers', async () => {
    const live = await t.request({ url: '/api/health/live' });
    const ready = await t.request({ url: '/api/health/ready' });
    expect([live.status, ready.status]).toEqual([200, 200]);
    expect(ready.body).toEqual({ message: '', data: { status: 'ok' } });
  });

  it('is not rate-limited like other public routes: a probe calls every few seconds', async () => {
    const probes = Array.from({ length: TEST_RATE_LIMIT.perMinute + 5 }, () => t.app.inject({ url: '/api/health/ready' }));
    expect(new Set((await Promise.all(probes)).map((response) => response.statusCode))).toEqual(new Set([200]));
  });

  it('is not ready when the database does not answer in time, and sends it one query for all waiting probes', async () => {
    let queries = 0;
    const hanging = { execute: () => ((queries += 1), new Promise(() => undefined)) } as unknown as Db;
    const probe = databaseProbe(hanging, 50);
    expect(await Promise.all([probe.isReady(), probe.isReady()])).toEqual([false, false]);
    expect(queries).toBe(1);
  });

  it('is not ready when the database fails the query', async () => {
    const failing = { execute: () => Promise.reject(new Error('Connection terminated unexpectedly')) } as unknown as Db;
    expect(await databaseProbe(failing, 50).isReady()).toBe(false);
  });
});
