import { z } from 'zod';
import {
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
  optionalIdField,
  textField,
} from './common';
import { endpoint } from './endpoint';

export const centerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Center = z.infer<typeof centerSchema>;

/** Body of POST and PUT admin/centers; PUT may repeat the id. */
export const centerBodySchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190, 'Name may not be longer than 190 characters'),
});
export type CenterBody = z.infer<typeof centerBodySchema>;

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
