import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { healthApi } from '@backoffice/contract';
import { describeDatabaseUrl, waitForDatabase } from '../db/wait-for-database';
import { useTestApp } from '../../test/test-app';
import { guardProcess, redactedError } from './process-guard';

// An app as the tests build it, so the check below sees what building one adds to the process.
const t = useTestApp();

const guards: { stop(): void }[] = [];
/** As Node emits it (its typings declare no emit for this event). */
const emitException = (error: Error) =>
  (process.emit as (event: string, ...args: unknown[]) => boolean)('uncaughtException', error, 'uncaughtException');
afterEach(() => guards.splice(0).forEach((guard) => guard.stop()));

describe('the process guard', () => {
  it('is the server process’s only: building the app leaves vitest’s own listener alone, so a test’s unhandled rejection still fails it', async () => {
    expect((await t.call(healthApi.live, { url: '/api/health/live' })).status).toBe(200);
    // vitest treats a rejection as handled by the test's code as soon as a second listener exists.
    expect(process.listeners('unhandledRejection')).toHaveLength(1);
    expect(process.listeners('uncaughtException')).toHaveLength(1);
  });

  it('logs an unhandled rejection redacted and counts it, and exits only on an uncaught exception that is not the database', async () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const guard = guardProcess(
      (line) => lines.push(line),
      (code) => exits.push(code),
    );
    guards.push(guard);
    const registry = new Registry();
    guard.register(registry);
    // Emitted as Node would, so vitest's own handler (which fails the run on a real one) never sees them.
    process.emit(
      'unhandledRejection',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Promise.resolve(),
    );
    process.emit('unhandledRejection', new Error('connect to postgres://app:s3cret@db/prod?token=abc failed'), Promise.resolve());
    emitException(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    expect(exits).toEqual([]);
    emitException(new TypeError('x is not a function'));
    expect(exits).toEqual([1]);
    expect(lines.join('\n')).not.toMatch(/s3cret|abc|administrator command/);
    expect(lines.join('\n')).toContain('postgres://app:[redacted]@db/prod?token=[redacted]');
    const metric = await registry.getSingleMetricAsString('process_unhandled_errors_total');
    expect(metric).toContain('process_unhandled_errors_total{kind="database"} 2');
    expect(metric).toContain('process_unhandled_errors_total{kind="other"} 2');
  });

  it('names a database error by its code, never by its message', () => {
    const error = Object.assign(new Error('duplicate key value: (email)=(x@y.z)'), { code: '23505' });
    expect(redactedError(error)).toMatch(/^Error \(database code 23505\)/);
    expect(redactedError(error)).not.toContain('x@y.z');
  });
});

describe('waiting for the database', () => {
  it('gives up after DATABASE_WAIT_SECONDS naming DATABASE_URL without its password', async () => {
    const lines: string[] = [];
    // A port nothing listens on: the connection is refused at once, each try.
    const url = 'postgres://app:s3cret@127.0.0.1:1/backoffice';
    const waited = waitForDatabase(url, { limitSeconds: 1, log: (line) => lines.push(line) });
    await expect(waited).rejects.toThrow('The database of DATABASE_URL (app@127.0.0.1:1/backoffice) did not answer within 1 s');
    expect(lines[0]).toMatch(/^Database: waiting for DATABASE_URL \(app@127\.0\.0\.1:1\/backoffice\)/);
    expect(lines.join('\n') + describeDatabaseUrl(url)).not.toContain('s3cret');
  });
});
