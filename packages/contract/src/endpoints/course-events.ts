import { idParamSchema, itemResponse, listResponse, messageResponse } from '../common';
import { courseEventBodySchema, courseEventQuerySchema, courseEventSchema } from '../courses';
import { endpoint } from '../endpoint';

export const courseEventsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/class-categories/events',
    guard: 'admin',
    query: courseEventQuerySchema,
    response: listResponse(courseEventSchema),
    description: 'Events of one course by date; pass from/to (YYYY-MM-DD) of the shown month and per_page up to 100.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/class-categories/events',
    guard: 'admin',
    body: courseEventBodySchema,
    response: itemResponse(courseEventSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/class-categories/events/:id',
    guard: 'admin',
    params: idParamSchema,
    body: courseEventBodySchema,
    response: itemResponse(courseEventSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/class-categories/events/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
  }),
};
