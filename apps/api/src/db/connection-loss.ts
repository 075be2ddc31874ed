import type pg from 'pg';

/**
 * PostgreSQL codes of a database that is away rather than a statement that failed: shut down by an
 * administrator or a crash (57P01, 57P02), still starting (57P03), and the connection exception class (08xxx).
 */
const AWAY_CODES = new Set(['57P01', '57P02', '57P03']);
/** Node's socket errors when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres' own texts for a connection that ended or was never made. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * True when the error says the database cannot be reached now (restarting, stopped, unreachable): the
 * request may succeed later, so it is a 503, not a 500. Looks through drizzle's wrapping (`cause`) and the
 * AggregateError of a host with several addresses.
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  if (AWAY_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
  if (LOST_MESSAGES.some((text) => error.message.startsWith(text))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionLost(inner, depth + 1))) return true;
  return isConnectionLost(error.cause, depth + 1);
}

/**
 * Keeps a lost connection from ending the process. node-postgres emits 'error' on a client whose server
 * goes away (an administrator's shutdown sends 57P01, then the socket ends: two errors), and an 'error'
 * event without a listener throws. pg-pool listens only while a client is idle, and `pool.query` only once
 * while it runs, so a client held by a query, a transaction or `pool.connect()` would take the process down
 * on the second. Every client gets a listener of its own for its whole life; the query it was running
 * fails on its own, and the pool drops the client when it is released (it is no longer queryable).
 */
export function surviveConnectionLoss(pool: pg.Pool, onLost: (error: Error) => void = () => undefined): void {
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
  });
}
