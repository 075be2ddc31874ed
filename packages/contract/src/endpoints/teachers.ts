import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { teacherBodySchema, teacherSchema } from '../teachers';
import { endpoint } from '../endpoint';

export const teachersApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/teachers',
    guard: 'admin',
    query: listQuerySchema,
    response: listResponse(teacherSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/teachers',
    guard: 'admin',
    body: teacherBodySchema,
    response: itemResponse(teacherSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/teachers/:id',
    guard: 'admin',
    params: idParamSchema,
    body: teacherBodySchema,
    response: itemResponse(teacherSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/teachers/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
  }),
};
