import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCalendarApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { listCalendar } from './user-calendar.service';

/** The user calendar: sessions of the classes the user may see. */
export const userCalendarRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, userCalendarApi.list, {
    handler: async (request) => ({ message: '', data: await listCalendar(db, currentUser(request), request.query) }),
  });
};
