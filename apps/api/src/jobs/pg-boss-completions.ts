import { createRequire } from 'node:module';
import { retryWhileAway } from '../db/while-away';
import { loggableError } from '../lib/loggable-error';

type Method = (this: ManagerInstance, ...args: unknown[]) => Promise<unknown>;
type ManagerInstance = { db: object };
type ManagerPrototype = { complete: Method; fail: Method; fetch: Method; [patched]?: true };
const patched = Symbol('kept across restarts');

/** What a queue's workers hold on one database handle (pg-boss's `db`, one per queue): what its stop waits for. */
type Held = { fetching: number; jobs: Set<string>; completions: Set<Promise<unknown>> };
const heldOn = new WeakMap<object, Held>();
const heldBy = (db: object): Held => {
  const held = heldOn.get(db) ?? { fetching: 0, jobs: new Set(), completions: new Set() };
  heldOn.set(db, held);
  return held;
};
const idsOf = (id: unknown): unknown[] => (Array.isArray(id) ? id : [id]);

/**
 * pg-boss 10's worker loop marks a job completed or failed without awaiting it (`this.complete(...)` in
 * Manager.watch): with the database restarting, that statement's rejection is unhandled and ends the process
 * (seen: 57P01 from Manager.complete). Both statements change nothing the second time (they only move jobs
 * still active), so they are sent again while the database is away, until it is back or AWAY_LIMIT_MS has
 * passed; a job left active past that is failed by pg-boss's own expiry. Applied once, to pg-boss's own
 * Manager (the one `import PgBoss from 'pg-boss'` loads: the same file, so the same module). A failure past the
 * retries (another error, or a database closed while a job finished: seen as an unhandled 'PGlite is closed'
 * in a loaded test run) is logged instead of ending the process.
 *
 * Each fetch and each job fetched is also counted until its completion is written, so that a stopping queue
 * waits for them (workSettled): pg-boss's own stop ends once no worker holds a job, which left one active for
 * 15 minutes (its expiry) after the process exited, when a worker's fetch was in flight as the stop came or a
 * completion was not yet written.
 */
export function keepCompletionsAcrossRestarts(): void {
  const require = createRequire(import.meta.url);
  const manager = (require('pg-boss/src/manager.js') as { prototype: ManagerPrototype }).prototype;
  if (manager[patched]) return;
  manager[patched] = true;
  for (const name of ['complete', 'fail'] as const) {
    const original = manager[name];
    const kept = function (this: ManagerInstance, ...args: unknown[]) {
      const settled = retryWhileAway(() => original.apply(this, args));
      const held = heldBy(this.db);
      // The worker loop never awaits it: a failure left (a database closed at shutdown) is logged here, not
      // unhandled; a caller that awaits it (boss.complete, boss.fail) still gets the rejection.
      const logged = settled.catch((error: unknown) =>
        console.warn(`job queue: ${name} of ${String(args[0])} failed`, loggableError(error)),
      );
      held.completions.add(logged);
      for (const id of idsOf(args[1])) held.jobs.delete(String(id));
      void logged.finally(() => held.completions.delete(logged));
      return settled;
    };
    // PgBoss offers a Manager's methods under their function's name (boss.complete, boss.fail): an anonymous
    // function assigned here has none, and a queue started after the patch would lack both.
    Object.defineProperty(kept, 'name', { value: name });
    manager[name] = kept;
  }
  const fetch = manager.fetch;
  const counted = async function (this: ManagerInstance, ...args: unknown[]) {
    const held = heldBy(this.db);
    held.fetching += 1;
    try {
      const jobs = (await fetch.apply(this, args)) as { id: string }[];
      for (const job of jobs) held.jobs.add(job.id);
      return jobs;
    } finally {
      held.fetching -= 1;
    }
  };
  Object.defineProperty(counted, 'name', { value: 'fetch' });
  manager.fetch = counted;
}

/**
 * Resolves once the workers on `db` hold nothing: no fetch in flight, every job fetched completed or failed,
 * and that written (or failed, and logged); or at `deadline` (epoch ms), whatever is left.
 */
export async function workSettled(db: object, deadline: number): Promise<void> {
  const held = heldBy(db);
  while (Date.now() < deadline && (held.fetching > 0 || held.jobs.size > 0))
    await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.allSettled([...held.completions]);
}
