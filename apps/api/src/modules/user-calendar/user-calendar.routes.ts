import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDataSchema, calendarQuerySchema, itemResponse } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { listCalendar } from './user-calendar.service';

/** The user calendar: sessions of the classes the user may see. */
export const userCalendarRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/classes/calendar',
    {
      config: { guard: 'staff' },
      schema: {
        tags: ['calendar'],
        description:
          "Sessions of the signed-in user's classes from `from` to `to` (YYYY-MM-DD, at most 62 days; default the current month with a week either side).",
        querystring: calendarQuerySchema,
        response: { 200: itemResponse(calendarDataSchema) },
      },
    },
    async (request) => ({ message: '', data: await listCalendar(db, currentUser(request), request.query) }),
  );
};
