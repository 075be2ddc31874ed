import type { FastifyInstance } from 'fastify';
import { RETRY_SAFE_HEADER, unavailable } from './load-shedding';

/**
 * While the process listens before its database is ready (server.ts waits for it, then migrates), every API
 * call but the health probes is answered 503 with Retry-After before any of its work, so a client may send it
 * again, even a SAVE; the web app is served as usual.
 */
export function registerStartingGate(app: FastifyInstance, isStarting: (() => boolean) | undefined) {
  if (!isStarting) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isStarting() || !request.url.startsWith('/api/') || request.url.startsWith('/api/health/')) return;
    reply.header(RETRY_SAFE_HEADER, '1');
    return reply.send(unavailable(request, reply));
  });
}
