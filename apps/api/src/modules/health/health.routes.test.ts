import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, healthApi } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { openDiskFileStore } from '../../storage/file-store';
import { TEST_RATE_LIMIT, useTestApp } from '../../../test/test-app';
import { newestMigrationMillis, readinessProbe } from './health.service';

/** Every line the app logs at info and above. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let isStopping = false;
let isStarting = false;
let filesDir = '';

const t = useTestApp(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-health-'));
  return {
    options: {
      files: openDiskFileStore(filesDir),
      isStarting: () => isStarting,
      isStopping: () => isStopping,
      logger: { level: 'info', stream },
    },
    close: () => fs.rm(filesDir, { recursive: true, force: true }),
  };
});
const probeLive = () => t.call(healthApi.live, { url: '/api/health/live' });
const probeReady = () => t.call(healthApi.ready, { url: '/api/health/ready' });

beforeEach(() => {
  lines.length = 0;
  isStopping = false;
  isStarting = false;
});

const answering = { ping: async () => undefined };
/** Runs `check` with the newest row of the drizzle migrations table taken out, then puts it back. */
async function withoutNewestMigration(check: () => Promise<void>) {
  const { sql } = t.database;
  const { rows } = await sql.executeSql(
    'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
  );
  try {
    await check();
  } finally {
    await sql.executeSql('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      rows[0].hash,
      rows[0].created_at,
    ]);
  }
}

describe('health', () => {
  it('is live and ready while its database answers, migrated, and its file store is writable', async () => {
    const live = await probeLive();
    const ready = await probeReady();
    expect([live.status, ready.status]).toEqual([200, 200]);
    expect(ready.body).toEqual({ message: '', data: { status: 'ok' } });
  });

  it('is not logged at info: a probe every few seconds would fill the log', async () => {
    await probeLive();
    await probeReady();
    await t.request({ url: '/api/no-such-route' });
    expect(lines.filter((line) => line.includes('/api/health/'))).toEqual([]);
    // The same logger writes other requests, so the silence is the probes' own.
    expect(lines.some((line) => line.includes('/api/no-such-route'))).toBe(true);
  });

  it('is not rate-limited like other public routes: a probe calls every few seconds', async () => {
    const probes = Array.from({ length: TEST_RATE_LIMIT.perMinute + 5 }, () => probeReady());
    expect(new Set((await Promise.all(probes)).map((response) => response.status))).toEqual(new Set([200]));
  });

  it('is not ready once the process is stopping, while it stays live', async () => {
    isStopping = true;
    const ready = await probeReady();
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('1');
    expect(ready.error).toEqual({ message: 'Not ready: stopping.', data: { missing: ['stopping'] }, errors: null });
    expect((await probeLive()).status).toBe(200);
  });

  it('while the process starts (its database awaited or migrating), answers 503 to readiness and to every API call, before any work', async () => {
    isStarting = true;
    const ready = await probeReady();
    expect([ready.status, ready.error.data]).toEqual([503, { missing: ['starting'] }]);
    const call = await t.call(authApi.login, {
      url: '/api/admin/auth/login',
      payload: { email: 'a@b.c', password: 'whatever1' },
    });
    expect([call.status, call.headers['retry-after'], call.headers['x-retry-safe']]).toEqual([503, '1', '1']);
    expect(call.error.message).toBe('The database is unavailable. Please try again in a moment.');
    expect((await probeLive()).status).toBe(200);
    isStarting = false;
    expect((await probeReady()).status).toBe(200);
  });

  it('names the migrations when the database lacks the newest one of this build', async () => {
    await withoutNewestMigration(async () => {
      const ready = await probeReady();
      expect([ready.status, ready.error.data]).toEqual([503, { missing: ['migrations'] }]);
    });
    expect((await probeReady()).status).toBe(200);
  });

  it('names the file store when its folder is gone, in the caller’s language', async () => {
    await fs.rm(filesDir, { recursive: true });
    try {
      const ready = await t.call(healthApi.ready, { url: '/api/health/ready', headers: { 'accept-language': 'ar' } });
      expect([ready.status, ready.error]).toEqual([
        503,
        { message: 'غير جاهز: file store.', data: { missing: ['file store'] }, errors: null },
      ]);
    } finally {
      await fs.mkdir(filesDir);
    }
  });
});

describe('readinessProbe', () => {
  it('names the database when it does not answer in time, and sends it one query for all waiting probes', async () => {
    let queries = 0;
    const hanging = { execute: () => ((queries += 1), new Promise(() => undefined)) } as unknown as Db;
    const probe = readinessProbe({ db: hanging, files: answering }, 50);
    expect(await Promise.all([probe.missing(), probe.missing()])).toEqual([['database'], ['database']]);
    expect(queries).toBe(1);
  });

  it('names the database when the query fails, and the migrations when their table does not exist', async () => {
    const failing = { execute: () => Promise.reject(new Error('Connection terminated unexpectedly')) } as unknown as Db;
    expect(await readinessProbe({ db: failing, files: answering }, 50).missing()).toEqual(['database']);
    const unmigrated = new Error('Failed query', {
      cause: Object.assign(new Error('relation does not exist'), { code: '42P01' }),
    });
    const empty = { execute: () => Promise.reject(unmigrated) } as unknown as Db;
    expect(await readinessProbe({ db: empty, files: answering }, 50).missing()).toEqual(['migrations']);
  });

  it('reads the newest migration of this build from the journal', () => {
    expect(newestMigrationMillis()).toBeGreaterThan(Date.UTC(2025, 0, 1));
  });
});
