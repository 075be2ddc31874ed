import pg from 'pg';
import { currentRequestSignal } from './request-signal';
import { isConnectionLost, surviveConnectionLoss } from './connection-loss';

/** PostgreSQL's code for a statement cancelled by request or by statement_timeout. */
export const QUERY_CANCELED = '57014';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes the pool's queries cancellable by the request they run for: a query started under an aborted
 * signal is not sent, and one running when its client goes is cancelled on the server
 * (pg_cancel_backend through a connection of its own, as the pool's may all be busy). Queries outside a
 * request, and transactions (they take a client of their own, so a write is never cut mid-way), are as before.
 */
export function cancelQueriesOfGoneClients(pool: pg.Pool, connectionString: string): void {
  const plain = pool.query.bind(pool) as Query;
  const canceller = new pg.Pool({ connectionString, max: 1 });
  surviveConnectionLoss(canceller);
  (pool as unknown as { query: Query }).query = async (...args: unknown[]) => {
    const signal = currentRequestSignal();
    if (!signal || typeof args.at(-1) === 'function') return plain(...args);
    if (signal.aborted) throw cancelledError();
    const client = await pool.connect();
    const cancel = () => void canceller.query('SELECT pg_cancel_backend($1)', [clientPid(client)]).catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    let lost: Error | undefined;
    try {
      return await (client.query as unknown as Query)(...args);
    } catch (error) {
      // A connection the server ended (57P01 comes before the socket closes) is not handed to the next query.
      if (isConnectionLost(error)) lost = error as Error;
      throw error;
    } finally {
      signal.removeEventListener('abort', cancel);
      client.release(lost);
    }
  };
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    await Promise.all([end(), canceller.end()]);
  }) as typeof pool.end;
}

const clientPid = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;

export function cancelledError() {
  return Object.assign(new Error('canceling statement due to user request'), { code: QUERY_CANCELED });
}
