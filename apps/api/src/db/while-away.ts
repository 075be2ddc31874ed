import { isConnectionLost } from './connection-loss';

/** Waits between attempts while the database is away: doubling from `firstMs` up to `maxMs`. */
export const AWAY_RETRY_MS = { first: 250, max: 5_000 } as const;
/** How long a piece of background work keeps trying before its failure is let through. */
export const AWAY_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Runs `work` again while it fails because the database is away (restarting, stopped, unreachable), with
 * backoff, for at most `limitMs`; any other failure, or one past the limit, is thrown as it is. Only for work
 * that may run twice (a statement that changes nothing the second time, such as finishing a job).
 */
export async function retryWhileAway<T>(work: () => Promise<T>, limitMs = AWAY_LIMIT_MS): Promise<T> {
  const startedAt = Date.now();
  for (let waitMs: number = AWAY_RETRY_MS.first; ; waitMs = Math.min(waitMs * 2, AWAY_RETRY_MS.max)) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error) || Date.now() - startedAt + waitMs > limitMs) throw error;
    }
    await sleep(waitMs);
  }
}
