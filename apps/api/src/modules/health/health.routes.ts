import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { AppError } from '../../plugins/app-error';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../../plugins/load-shedding';
import { databaseProbe } from './health.service';

/** A probe may call every second from one address: no rate limit (which would also need the database). */
const probeConfig = { config: { rateLimit: false } } as const;

/** GET health/live and health/ready: is the process up, and can it serve (its database answers)? */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const database = databaseProbe(db);
  app.route({
    ...routeOf(app, healthApi.live, probeConfig),
    handler: async () => ({ message: '', data: { status: 'ok' as const } }),
  });
  app.route({
    ...routeOf(app, healthApi.ready, probeConfig),
    handler: async (_request, reply) => {
      if (!(await database.isReady())) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(503, UNAVAILABLE_MESSAGE);
      }
      return { message: '', data: { status: 'ok' as const } };
    },
  });
};
