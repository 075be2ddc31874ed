import { idParamSchema, itemResponse, listResponse, messageResponse } from '../common';
import { educationalPartBodySchema, educationalPartListQuerySchema, educationalPartSchema } from '../educational-parts';
import { endpoint } from '../endpoint';

export const educationalPartsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/educational-parts',
    guard: 'staff',
    query: educationalPartListQuerySchema,
    response: listResponse(educationalPartSchema),
    description: 'Parts by name with their course and count of active questions; `limit` is accepted for `per_page`.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/educational-parts',
    guard: 'admin',
    body: educationalPartBodySchema,
    response: itemResponse(educationalPartSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/educational-parts/:id',
    guard: 'admin',
    params: idParamSchema,
    body: educationalPartBodySchema,
    response: itemResponse(educationalPartSchema),
    errors: [409],
    description: 'A part that has questions keeps its course (409): its questions belong to that course.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/educational-parts/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
    errors: [409],
    description: 'A part that still has (active) questions answers 409: delete or move them first.',
  }),
};
