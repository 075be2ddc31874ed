import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema, itemResponse } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { getDashboard } from './dashboard.service';

/** GET admin/dashboard: counts, average video watches and the per-class table (admins only). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      config: { guard: 'admin' },
      schema: { tags: ['dashboard'], querystring: dashboardQuerySchema, response: { 200: itemResponse(dashboardSchema) } },
    },
    async (request) => ({ message: '', data: await getDashboard(db, request.query.page) }),
  );
};
