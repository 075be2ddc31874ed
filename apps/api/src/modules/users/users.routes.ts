import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  messageResponse,
  valueNameSchema,
  staffUserSchema,
  userCreateBodySchema,
  userUpdateBodySchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { createUser, deleteUser, listRoleOptions, listUsers, updateUser } from './users.service';

const tags = ['users'];
const admin = { guard: 'admin' } as const;

/** Manage Users: staff accounts (admin, teacher, supervisor); admins only. */
export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users',
    { config: admin, schema: { tags, querystring: listQuerySchema, response: { 200: listResponse(staffUserSchema) } } },
    async (request) => {
      const { rows, meta } = await listUsers(db, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/users',
    { config: admin, schema: { tags, body: userCreateBodySchema, response: { 200: itemResponse(staffUserSchema) } } },
    async (request) => ({ message: request.t('User created successfully'), data: await createUser(db, request.body) }),
  );

  app.put(
    '/users/:id',
    {
      config: admin,
      schema: { tags, params: idParamSchema, body: userUpdateBodySchema, response: { 200: itemResponse(staffUserSchema) } },
    },
    async (request) => ({
      message: request.t('User updated successfully'),
      data: await updateUser(db, request.params.id, request.body, currentUser(request).id),
    }),
  );

  app.delete(
    '/users/:id',
    { config: admin, schema: { tags, params: idParamSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteUser(db, request.params.id, currentUser(request).id);
      return { message: request.t('User deleted successfully'), data: null };
    },
  );

  app.get(
    '/select-options/roles',
    { config: admin, schema: { tags, response: { 200: itemResponse(z.array(valueNameSchema)) } } },
    async () => ({ message: '', data: await listRoleOptions(db) }),
  );
};
