import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, inboxResponseSchema, itemResponse, listQuerySchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentStudent } from '../../plugins/auth';
import { listInbox, markRead } from './notifications.service';

const tags = ['student-home'];

/** home/notifications: the signed-in student's inbox and unread count. */
export const homeNotificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      config: { guard: 'student' },
      schema: {
        tags,
        description: "The student's notifications, newest first; meta.unread is the number not yet read.",
        querystring: listQuerySchema,
        response: { 200: inboxResponseSchema },
      },
    },
    async (request) => {
      const { rows, meta } = await listInbox(db, currentStudent(request).id, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { guard: 'student' },
      schema: {
        tags,
        description: 'Marks one of the student’s notifications read (404 for another’s); answers the unread count left.',
        params: idParamSchema,
        response: { 200: itemResponse(z.object({ unread: z.number().int() })) },
      },
    },
    async (request) => ({ message: '', data: await markRead(db, currentStudent(request).id, request.params.id) }),
  );
};
