import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { courseBodySchema, courseSchema, paperBodySchema, paperParamsSchema, paperSchema } from '../courses';
import { endpoint } from '../endpoint';

export const coursesApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/class-categories',
    guard: 'admin',
    query: listQuerySchema,
    response: listResponse(courseSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/class-categories/:id',
    guard: 'admin',
    params: idParamSchema,
    response: itemResponse(courseSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/class-categories',
    guard: 'admin',
    body: courseBodySchema,
    response: itemResponse(courseSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/class-categories/:id',
    guard: 'admin',
    params: idParamSchema,
    body: courseBodySchema,
    response: itemResponse(courseSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/class-categories/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
    errors: [409],
    description:
      'Deletes the course with its papers and calendar events. A course that classes use is kept: 409, move or delete the classes first.',
  }),
  createPaper: endpoint({
    method: 'POST',
    path: '/admin/class-categories/:id/papers',
    guard: 'admin',
    params: idParamSchema,
    body: paperBodySchema,
    response: itemResponse(paperSchema),
  }),
  updatePaper: endpoint({
    method: 'PUT',
    path: '/admin/class-categories/:id/papers/:paperId',
    guard: 'admin',
    params: paperParamsSchema,
    body: paperBodySchema,
    response: itemResponse(paperSchema),
  }),
  removePaper: endpoint({
    method: 'DELETE',
    path: '/admin/class-categories/:id/papers/:paperId',
    guard: 'admin',
    params: paperParamsSchema,
    response: messageResponse,
  }),
};
