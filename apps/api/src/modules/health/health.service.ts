import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How long readiness waits for the database: a probe must answer well within its own timeout. */
export const READY_TIMEOUT_MS = 1000;

/**
 * A readiness check per database: `SELECT 1` within `timeoutMs`. Probes arriving while one runs share it, so
 * a database that hangs is not sent one more query per probe.
 */
export function databaseProbe(db: Db, timeoutMs = READY_TIMEOUT_MS) {
  let running: Promise<boolean> | null = null;
  const probe = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const answered = db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    /** True when the database answered in time. */
    isReady(): Promise<boolean> {
      running ??= probe().finally(() => (running = null));
      return running;
    },
  };
}
