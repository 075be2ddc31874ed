import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runWithRequestSignal } from '../db/request-signal';

/**
 * API requests worked on at once. PGlite runs one query at a time on the main thread, so beyond a few
 * waiting requests every extra one only waits longer; PostgreSQL queues on its pool of 10 connections.
 */
export const IN_FLIGHT_LIMIT = { pglite: 16, postgres: 64 } as const;
/**
 * Longest a request waits for a free slot (first come, first served) before it is answered 503: a burst is
 * served a little later instead of refused. 0 refuses at once, as before the queue.
 */
export const QUEUE_BUDGET_MS = 2000;
/** Requests waiting at once at most; past it a request is refused at once (the budget bounds the wait). */
const MAX_WAITING = 1000;
/** Seconds a client is told to wait (Retry-After) when the server answers 503. */
export const RETRY_AFTER_SECONDS = 1;
/**
 * On a 503 given before the request's body was read and before any of its work: sending it again cannot do
 * it twice, so the web client retries even a SAVE.
 */
export const RETRY_SAFE_HEADER = 'x-retry-safe';
const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';

export function busy(request: FastifyRequest, reply: FastifyReply, { isRetrySafe = false } = {}) {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  if (isRetrySafe) reply.header(RETRY_SAFE_HEADER, '1');
  return { message: request.t(BUSY_MESSAGE), data: null, errors: null };
}

/** 503 for a database that cannot be reached now (restarting, stopped): the same request may work later. */
export function unavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  return { message: request.t(UNAVAILABLE_MESSAGE), data: null, errors: null };
}

/** Health checks are never queued nor refused: a probe must see the process, not the queue. */
const isShed = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/health/');

type Outcome = 'admitted' | 'refused' | 'gone';

/**
 * The requests waiting for a slot, oldest first (a Set keeps insertion order). Each one's `admit` is called
 * with the slot of a request that has finished.
 */
function slotQueue(budgetMs: number) {
  const waiting = new Set<() => void>();
  return {
    wait(reply: FastifyReply): Promise<Outcome> {
      if (budgetMs <= 0 || waiting.size >= MAX_WAITING) return Promise.resolve('refused');
      return new Promise((resolve) => {
        const settle = (outcome: Outcome) => {
          clearTimeout(timer);
          reply.raw.off('close', onGone);
          waiting.delete(admit);
          resolve(outcome);
        };
        const admit = () => settle('admitted');
        // Nothing has been answered yet, so a closed response is a client that has gone: it leaves the queue.
        const onGone = () => settle('gone');
        const timer = setTimeout(() => settle('refused'), budgetMs);
        reply.raw.once('close', onGone);
        waiting.add(admit);
      });
    },
    /** Hands a freed slot to the oldest waiting request; false when none waits. */
    handOver(): boolean {
      const [oldest] = waiting;
      oldest?.();
      return oldest !== undefined;
    },
  };
}

/**
 * Overload is served a little later, not queued without end: past `maxInFlight` API requests a request waits
 * for a free slot in turn, up to `queueBudgetMs`, then gets 503 with Retry-After and the retry-safe header
 * (it is answered in onRequest, before its body is read). A request whose client goes while it waits leaves
 * the queue. A request whose client has gone before its handler starts is not worked on (its
 * queries would only delay the others), and one whose client goes meanwhile has its running PostgreSQL
 * query cancelled (db/cancellable-pool.ts, through the request's abort signal).
 * Not @fastify/under-pressure's event-loop check: a PGlite query
 * blocks the loop by design, and one long import query would then turn every request away for a second.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number, queueBudgetMs = QUEUE_BUDGET_MS) {
  let inFlight = 0;
  const admitted = new WeakSet<FastifyRequest>();
  const queue = slotQueue(queueBudgetMs);
  app.addHook('onRequest', async (request, reply) => {
    if (!isShed(request.url)) return;
    if (inFlight < maxInFlight) inFlight += 1;
    else {
      // Admitted: the slot of a finished request was handed over, so inFlight already counts this one.
      const outcome = await queue.wait(reply);
      if (outcome === 'gone') return reply.status(499).send();
      if (outcome === 'refused') return reply.send(busy(request, reply, { isRetrySafe: true }));
    }
    admitted.add(request);
  });
  // On send, not on response: the work of a request whose client has gone goes on until its answer is ready.
  app.addHook('onSend', async (request) => {
    if (admitted.delete(request) && !queue.handOver()) inFlight -= 1;
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
