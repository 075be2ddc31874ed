import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCompletionsAcrossRestarts } from './pg-boss-completions';

type Manager = { complete: (name: string, id: string) => Promise<unknown> };

/** pg-boss's own Manager, on a database that is closed (as a test's PGlite or a stopped process's pool). */
function managerOnClosedDatabase(): Manager {
  keepCompletionsAcrossRestarts();
  const require = createRequire(import.meta.url);
  const { prototype } = require('pg-boss/src/manager.js') as { prototype: object };
  const closed = () => Promise.reject(new Error('PGlite is closed'));
  return Object.assign(Object.create(prototype) as Manager, { db: { executeSql: closed }, completeJobsCommand: 'SELECT 1' });
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

describe("pg-boss's job completions", () => {
  it('a completion nobody awaits (the worker loop) that fails on a closed database is logged, not unhandled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.on('unhandledRejection', onUnhandled);
    void managerOnClosedDatabase().complete('evaluate-alerts', '00000000-0000-0000-0000-000000000001');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('job queue: complete of evaluate-alerts failed', expect.anything()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });

  it('a caller that awaits the completion still gets its failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(managerOnClosedDatabase().complete('evaluate-alerts', '00000000-0000-0000-0000-000000000001')).rejects.toThrow(
      'PGlite is closed',
    );
  });
});
