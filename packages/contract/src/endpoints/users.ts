import { z } from 'zod';
import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { valueNameSchema } from '../select-options';
import { staffUserSchema, userCreateBodySchema, userUpdateBodySchema } from '../users';
import { endpoint } from '../endpoint';

/** Manage Users: staff accounts (admin, teacher, supervisor); admins only. */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/users',
    guard: 'admin',
    query: listQuerySchema,
    response: listResponse(staffUserSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/users',
    guard: 'admin',
    body: userCreateBodySchema,
    response: itemResponse(staffUserSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/users/:id',
    guard: 'admin',
    params: idParamSchema,
    body: userUpdateBodySchema,
    response: itemResponse(staffUserSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/users/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
    errors: [409],
    description: 'Deletes a staff account; not your own (409).',
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/admin/users/:id/sign-out-everywhere',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
    description:
      "Ends every session of a staff account but the caller's own (each other device must sign in again); recorded in its history.",
  }),
  roles: endpoint({
    method: 'GET',
    path: '/admin/select-options/roles',
    guard: 'admin',
    response: itemResponse(z.array(valueNameSchema)),
  }),
};
