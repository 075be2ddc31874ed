import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { getDashboard } from './dashboard.service';

/** GET admin/dashboard: counts, average video watches and the per-class table (admins only). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, dashboardApi.get, {
    handler: async (request) => ({ message: '', data: await getDashboard(db, request.query.page) }),
  });
};
