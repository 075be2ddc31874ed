import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runWithRequestSignal } from '../db/request-signal';

/**
 * API requests worked on at once. PGlite runs one query at a time on the main thread, so beyond a few
 * waiting requests every extra one only waits longer; PostgreSQL queues on its pool of 10 connections.
 */
export const IN_FLIGHT_LIMIT = { pglite: 16, postgres: 64 } as const;
/** Seconds a client is told to wait (Retry-After) when the server answers 503. */
export const RETRY_AFTER_SECONDS = 1;
const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export function busy(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  return { message: request.t(BUSY_MESSAGE), data: null, errors: null };
}

/**
 * Overload is answered, not queued without end: past `maxInFlight` API requests a request gets 503 with
 * Retry-After at once. A request whose client has gone before its handler starts is not worked on (its
 * queries would only delay the others), and one whose client goes meanwhile has its running PostgreSQL
 * query cancelled (db/cancellable-pool.ts, through the request's abort signal).
 * Not @fastify/under-pressure's event-loop check: a PGlite query
 * blocks the loop by design, and one long import query would then turn every request away for a second.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number) {
  let inFlight = 0;
  const admitted = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (inFlight >= maxInFlight) return reply.send(busy(request, reply));
    inFlight += 1;
    admitted.add(request);
  });
  // On send, not on response: the work of a request whose client has gone goes on until its answer is ready.
  app.addHook('onSend', async (request) => {
    if (admitted.delete(request)) inFlight -= 1;
  });
  // Set here, after the body is read: a body's stream events would carry the handler out of the signal's scope.
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    if (request.raw.socket?.destroyed) return reply.status(499).send();
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    runWithRequestSignal(gone.signal, done);
  });
}
