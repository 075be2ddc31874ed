import { createRequire } from 'node:module';
import { retryWhileAway } from '../db/while-away';
import { loggableError } from '../lib/loggable-error';

type Completion = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type ManagerPrototype = { complete: Completion; fail: Completion; [patched]?: true };
const patched = Symbol('kept across restarts');

/**
 * pg-boss 10's worker loop marks a job completed or failed without awaiting it (`this.complete(...)` in
 * Manager.watch): with the database restarting, that statement's rejection is unhandled and ends the process
 * (seen: 57P01 from Manager.complete). Both statements change nothing the second time (they only move jobs
 * still active), so they are sent again while the database is away, until it is back or AWAY_LIMIT_MS has
 * passed; a job left active past that is failed by pg-boss's own expiry. Applied once, to pg-boss's own
 * Manager (the one `import PgBoss from 'pg-boss'` loads: the same file, so the same module). A failure past the
 * retries (another error, or a database closed while a job finished: seen as an unhandled 'PGlite is closed'
 * in a loaded test run) is logged instead of ending the process.
 */
export function keepCompletionsAcrossRestarts(): void {
  const require = createRequire(import.meta.url);
  const manager = (require('pg-boss/src/manager.js') as { prototype: ManagerPrototype }).prototype;
  if (manager[patched]) return;
  manager[patched] = true;
  for (const name of ['complete', 'fail'] as const) {
    const original = manager[name];
    const kept = function (this: unknown, ...args: unknown[]) {
      const settled = retryWhileAway(() => original.apply(this, args));
      // The worker loop never awaits it: a failure left (a database closed at shutdown) is logged here, not
      // unhandled; a caller that awaits it (boss.complete, boss.fail) still gets the rejection.
      settled.catch((error: unknown) => console.warn(`job queue: ${name} of ${String(args[0])} failed`, loggableError(error)));
      return settled;
    };
    // PgBoss offers a Manager's methods under their function's name (boss.complete, boss.fail): an anonymous
    // function assigned here has none, and a queue started after the patch would lack both.
    Object.defineProperty(kept, 'name', { value: name });
    manager[name] = kept;
  }
}
