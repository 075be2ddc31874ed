import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { listSentNotifications, sendNotification } from './notifications.service';
import { staffOfClass } from '../../plugins/policy';

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, notificationsApi.send, {
    config: staffOfClass,
    handler: async (request) => {
      const user = currentUser(request);
      const sent = await sendNotification(db, user, request.params.id, request.body);
      return { message: request.t('Notification sent to {count} students', { count: sent.recipients }), data: sent };
    },
  });

  route(app, notificationsApi.list, {
    config: staffOfClass,
    handler: async (request) => {
      const { rows, meta } = await listSentNotifications(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });
};
