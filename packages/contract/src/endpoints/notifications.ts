import { idParamSchema, itemResponse, listQuerySchema, listResponse } from '../common';
import { notificationSendSchema, notificationSentSchema, sentNotificationSchema } from '../notifications';
import { endpoint } from '../endpoint';

export const notificationsApi = {
  send: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/notifications/send',
    guard: 'staff',
    params: idParamSchema,
    body: notificationSendSchema,
    response: itemResponse(notificationSentSchema),
    description:
      'Sends a notification to the ticked students of the class, or to the whole class when studentIds is empty. Students of another class: 422 on studentIds.',
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/notifications',
    guard: 'staff',
    params: idParamSchema,
    query: listQuerySchema,
    response: listResponse(sentNotificationSchema),
  }),
};
