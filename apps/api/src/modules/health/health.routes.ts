import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { AppError } from '../../plugins/app-error';
import { RETRY_AFTER_SECONDS } from '../../plugins/load-shedding';
import { readinessProbe } from './health.service';

/**
 * A probe may call every second from one address: no rate limit (which would also need the database), and
 * only warnings are logged, so the log at info is not a line per probe.
 */
const probeOptions = { config: { rateLimit: false } } as const;
const PROBE_LOG_LEVEL = 'warn';

/** GET health/live and health/ready: is the process up, and can it serve (database, migrations, file store)? */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files, isStarting, isStopping }) => {
  const readiness = readinessProbe({ db, files, isStarting, isStopping });
  route(app, healthApi.live, {
    ...probeOptions,
    logLevel: PROBE_LOG_LEVEL,
    handler: async () => ({ message: '', data: { status: 'ok' as const } }),
  });
  route(app, healthApi.ready, {
    ...probeOptions,
    logLevel: PROBE_LOG_LEVEL,
    handler: async (_request, reply) => {
      const missing = await readiness.missing();
      if (missing.length > 0) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(503, 'Not ready: {missing}.', null, { missing: missing.join(', ') }, { missing });
      }
      return { message: '', data: { status: 'ok' as const } };
    },
  });
};
