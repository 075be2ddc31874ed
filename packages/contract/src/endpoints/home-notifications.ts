import { z } from 'zod';
import { idParamSchema, itemResponse, listQuerySchema } from '../common';
import { inboxResponseSchema } from '../notifications';
import { endpoint } from '../endpoint';

export const homeNotificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/home/notifications',
    guard: 'student',
    query: listQuerySchema,
    response: inboxResponseSchema,
    description: "The student's notifications, newest first; meta.unread is the number not yet read.",
  }),
  read: endpoint({
    method: 'POST',
    path: '/home/notifications/:id/read',
    guard: 'student',
    params: idParamSchema,
    response: itemResponse(z.object({ unread: z.number().int() })),
    description: 'Marks one of the student’s notifications read (404 for another’s); answers the unread count left.',
  }),
};
