import type { App } from '../app';
import type { Database } from '../db/client';
import type { MetricsServer } from './metrics-server';

/** What the serving process holds, stopped in this order. */
export type StopParts = {
  app: App;
  /** Stops the job workers: they take no more work, their running jobs end or are handed back (jobs/queue.ts). */
  stopQueue(): Promise<void>;
  metricsServer?: MetricsServer;
  database: Pick<Database, 'close'>;
  /** Releases DATA_DIR's lock (the embedded database), so the next process starts at once. */
  unlock?: () => Promise<void>;
};

/** Time beyond the requests' timeout for the workers, the database and the lock before the process gives up. */
const PARTS_GRACE_MS = 15_000;

/**
 * The graceful stop of the serving process on SIGTERM or SIGINT: readiness turns 503 at once, the listener
 * stops accepting, idle keep-alive connections close and requests in flight finish (their connections are
 * closed after `timeoutMs`); then the job workers stop, the metrics listener, the database and the lock,
 * and the process exits 0. Child programs end with it: a running job's ffmpeg or Chromium is killed when
 * its job's signal aborts (the queue's stop) and any left at exit by `lib/child-processes.ts`; those of a
 * request in flight have finished with it. A second signal of the same kind ends the process at once.
 */
export function gracefulStop({ timeoutMs, log }: { timeoutMs: number; log: (line: string) => void }) {
  let isStopping = false;
  const stop = async (signal: string, parts: StopParts) => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal}: stopping; requests in flight have ${timeoutMs / 1000} s to finish.`);
    const closeConnections = setTimeout(() => {
      log('Requests still in flight after the timeout: closing their connections.');
      parts.app.server.closeAllConnections();
    }, timeoutMs);
    setTimeout(() => {
      log('The stop did not finish in time; exiting.');
      process.exit(1);
    }, timeoutMs + PARTS_GRACE_MS).unref();
    try {
      await parts.app.close();
      clearTimeout(closeConnections);
      await parts.stopQueue();
      await parts.metricsServer?.close();
      await parts.database.close();
      await parts.unlock?.();
    } catch (error) {
      log(`The stop failed: ${String(error)}`);
      process.exit(1);
    }
    log('Stopped.');
    process.exit(0);
  };
  return {
    /** Readiness answers 503 once this is true. */
    isStopping: () => isStopping,
    /** Stops `parts` on the first SIGTERM or SIGINT. */
    onSignals(parts: StopParts) {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal, parts));
    },
  };
}
