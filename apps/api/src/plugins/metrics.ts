import type { FastifyInstance } from 'fastify';
import { Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (served only by the metrics listener, never on the public port). */
    metrics: Registry;
  }
}

/** The label of a request no route matched: its raw URL would make a series per scanned path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Records each answered request's duration by method, route pattern (`/api/admin/centers/:id`, never the URL
 * with its ids) and status code, in a registry of this app's own: the process-wide default registry would
 * mix the series of several apps in one test process. Without a metrics listener (`isObserved` false) nobody
 * reads the histogram, and no hook runs: a request pays nothing for metrics that are off.
 */
export function registerRequestMetrics(app: FastifyInstance, isObserved = true) {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer sent, by route pattern.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.decorate('metrics', registry);
  if (!isObserved) return;
  app.addHook('onResponse', async (request, reply) => {
    // A request answered by the not-found handler has no route pattern.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    duration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
}
