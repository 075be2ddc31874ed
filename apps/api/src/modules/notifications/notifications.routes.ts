import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  notificationSendSchema,
  notificationSentSchema,
  sentNotificationSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { listSentNotifications, sendNotification } from './notifications.service';
import { staffOfClass } from '../../plugins/policy';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/classes/:id/notifications/send',
    {
      config: staffOfClass,
      schema: {
        tags,
        description:
          'Sends a notification to the ticked students of the class, or to the whole class when studentIds is empty. ' +
          'Students of another class: 422 on studentIds.',
        params: idParamSchema,
        body: notificationSendSchema,
        response: { 200: itemResponse(notificationSentSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sent = await sendNotification(db, user, request.params.id, request.body);
      return { message: request.t('Notification sent to {count} student(s)', { count: sent.recipients }), data: sent };
    },
  );

  app.get(
    '/classes/:id/notifications',
    {
      config: staffOfClass,
      schema: {
        tags,
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: listResponse(sentNotificationSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listSentNotifications(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );
};
