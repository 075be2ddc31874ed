import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { centerBodySchema, centerSchema } from '../centers';
import { endpoint } from '../endpoint';

export const centersApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/centers',
    guard: 'staff',
    query: listQuerySchema,
    response: listResponse(centerSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/centers',
    guard: 'staff',
    body: centerBodySchema,
    response: itemResponse(centerSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/centers/:id',
    guard: 'staff',
    params: idParamSchema,
    body: centerBodySchema,
    response: itemResponse(centerSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/centers/:id',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
    errors: [409],
    description: 'Deletes the center with its notes. A center that students are assigned to is kept: 409, move them first.',
  }),
};
