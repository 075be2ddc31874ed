import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitCounter } from '../lib/rate-counters';
import { AppError } from './app-error';

export type RateLimitSettings = {
  /** Requests per minute one address may make to each public route. */
  perMinute: number;
  /** Sign-ups one address may send per hour. */
  signUpsPerHour: number;
};

type StoreClass = new () => FastifyRateLimitStore;

/** A store for @fastify/rate-limit whose counters are rows, so every process shares them. */
function tableStore(db: Db, prefix = 'route'): StoreClass {
  return class TableStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hitCounter(db, `${prefix}:${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - Date.now()) }),
        (error: Error) => callback(error),
      );
    }
    // Each route counts on its own: the key carries its method and path.
    child(routeOptions: RouteOptions & { routeInfo?: Partial<RouteOptions> }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      const Child = tableStore(db, `route:${String(route?.method ?? '')} ${route?.url ?? ''}`);
      return new Child();
    }
  };
}

/** The limit of a sign-up route, stricter than other public routes. */
export const signUpRateLimit = (settings: RateLimitSettings): RateLimitOptions => ({
  max: settings.signUpsPerHour,
  timeWindow: 3_600_000,
});

/**
 * Every public route (sign-in, sign-up, set-password, …) is limited per address, with counters in the
 * database so that the limit holds across processes. A route may bring its own `config.rateLimit`.
 * Must be registered before the routes.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db, settings: RateLimitSettings) {
  const publicLimit: RateLimitOptions = { max: settings.perMinute, timeWindow: 60_000 };
  // Runs before the plugin's own onRoute hook, so that it sees the limit.
  app.addHook('onRoute', (route) => {
    if (route.config?.guard === 'public' && route.url.startsWith('/api/') && route.config.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: publicLimit };
    }
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: tableStore(db),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'Too many requests. Please try again in {seconds} seconds.', null, {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
