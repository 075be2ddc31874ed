import pg from 'pg';

/** Waits between attempts to get LISTEN back after its connection was lost: doubling up to the cap. */
export const LISTEN_RETRY_MS = { first: 250, max: 30_000 } as const;

/**
 * A notification's payload; `onRestart` when listening is back after a gap in which notices were lost;
 * `onError` for a lost connection (logged: it is retried, never thrown).
 */
export type NoticeHandlers = {
  onNotice: (payload: string) => void;
  onRestart?: () => void;
  onError?: (message: string) => void;
};
/** Stops listening and lets go of its connection. */
export type Unlisten = () => Promise<void>;

/**
 * LISTEN on a connection of its own (a pooled one is handed to others between queries, and its LISTEN with
 * it). A lost connection is never fatal: its 'error' is kept, and LISTEN comes back with backoff, after which
 * `onRestart` says that what was sent meanwhile was missed. Resolves once the first attempt has been made, so
 * a caller that starts listening before its work misses nothing while the database is up.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Unlisten> {
  const log = (line: string) => handlers.onError?.(line);
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs: number = LISTEN_RETRY_MS.first;
  let retry: NodeJS.Timeout | undefined;
  /** Any attempt after the first follows a gap (a failed start or a lost connection). */
  let isFirstAttempt = true;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    const afterGap = !isFirstAttempt;
    isFirstAttempt = false;
    client = next;
    // Kept for the connection's life: an 'error' without a listener would end the process.
    next.on('error', (error) => {
      log(`LISTEN ${channel}: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      log(`LISTEN ${channel}: ${(error as Error).message}`);
      lost(next);
      return;
    }
    if (isStopped) return void next.end().catch(() => undefined);
    retryMs = LISTEN_RETRY_MS.first;
    if (afterGap) handlers.onRestart?.();
  };

  /** Once per connection: let it go and try again later, unless listening was stopped. */
  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    if (isStopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
  }

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
