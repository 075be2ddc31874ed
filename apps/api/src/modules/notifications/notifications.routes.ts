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
import { assertClassAccess } from '../classes/class-access';
import { listSentNotifications, sendNotification } from './notifications.service';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/classes/:id/notifications/send',
    {
      config: { guard: 'staff' },
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
      await assertClassAccess(db, user, request.params.id);
      const sent = await sendNotification(db, user, request.params.id, request.body);
      return { message: request.t('Notification sent to {count} student(s)', { count: sent.recipients }), data: sent };
    },
  );

  app.get(
    '/classes/:id/notifications',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: listResponse(sentNotificationSchema) },
      },
    },
    async (request) => {
      await assertClassAccess(db, currentUser(request), request.params.id);
      const { rows, meta } = await listSentNotifications(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );
};
