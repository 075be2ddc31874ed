import pg from 'pg';
import { isConnectionLost } from './connection-loss';

/** How often the wait says it is still waiting. */
export const WAIT_LOG_EVERY_MS = 5_000;
const RETRY_MS = { first: 250, max: 2_000 } as const;

/** DATABASE_URL as a log may show it: user, host, port and database, never the password. */
export function describeDatabaseUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.host}${url.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/** The driver's code (57P03, ECONNREFUSED…) or first words of a failure, for the waiting lines. */
const reasonOf = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (error instanceof AggregateError) return reasonOf(error.errors[0]);
  return error instanceof Error ? error.message.split('\n')[0].slice(0, 80) : String(error);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the server of `connectionString` to answer a query: a process started before its database (a
 * host's boot, a container started first) waits instead of ending. Tries again with backoff while the server
 * cannot be reached or is starting, says so every WAIT_LOG_EVERY_MS, and gives up after `limitSeconds` with
 * a message naming DATABASE_URL. A refusal that waiting will not mend (a wrong password, no such database) is
 * thrown at once. `isCancelled` ends the wait early (a stop signal), answering false.
 */
export async function waitForDatabase(
  connectionString: string,
  {
    limitSeconds,
    log,
    isCancelled = () => false,
  }: { limitSeconds: number; log: (line: string) => void; isCancelled?: () => boolean },
): Promise<boolean> {
  const startedAt = Date.now();
  const where = describeDatabaseUrl(connectionString);
  let loggedAt = startedAt;
  for (let waitMs: number = RETRY_MS.first; !isCancelled(); waitMs = Math.min(waitMs * 2, RETRY_MS.max)) {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      if (loggedAt !== startedAt) log(`Database: ${where} answers after ${Math.round((Date.now() - startedAt) / 1000)} s.`);
      return true;
    } catch (error) {
      if (!isConnectionLost(error))
        throw new Error(`The database of DATABASE_URL (${where}) refused the connection: ${reasonOf(error)}.`);
      const waitedMs = Date.now() - startedAt;
      if (waitedMs >= limitSeconds * 1000)
        throw new Error(
          `The database of DATABASE_URL (${where}) did not answer within ${limitSeconds} s (DATABASE_WAIT_SECONDS): ${reasonOf(error)}.`,
        );
      if (Date.now() - loggedAt >= WAIT_LOG_EVERY_MS || loggedAt === startedAt) {
        loggedAt = Date.now();
        log(
          `Database: waiting for DATABASE_URL (${where}), ${Math.round(waitedMs / 1000)} s of ${limitSeconds} s: ${reasonOf(error)}.`,
        );
      }
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(waitMs);
  }
  return false;
}
