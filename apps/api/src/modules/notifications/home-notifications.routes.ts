import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { homeNotificationsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentStudent } from '../../plugins/auth';
import { listInbox, markRead } from './notifications.service';

/** home/notifications: the signed-in student's inbox and unread count. */
export const homeNotificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, homeNotificationsApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listInbox(db, currentStudent(request).id, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, homeNotificationsApi.read, {
    handler: async (request) => ({ message: '', data: await markRead(db, currentStudent(request).id, request.params.id) }),
  });
};
