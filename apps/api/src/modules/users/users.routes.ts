import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { createUser, deleteUser, listRoleOptions, listUsers, signOutUserEverywhere, updateUser } from './users.service';

/** Manage Users: staff accounts (admin, teacher, supervisor); admins only. */
export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, usersApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listUsers(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, usersApi.create, {
    handler: async (request) => ({ message: request.t('User created successfully'), data: await createUser(db, request.body) }),
  });

  route(app, usersApi.update, {
    handler: async (request) => ({
      message: request.t('User updated successfully'),
      data: await updateUser(db, request.params.id, request.body, { id: currentUser(request).id, token: request.token }),
    }),
  });

  route(app, usersApi.remove, {
    handler: async (request) => {
      await deleteUser(db, request.params.id, currentUser(request).id);
      return { message: request.t('User deleted successfully'), data: null };
    },
  });

  route(app, usersApi.signOutEverywhere, {
    handler: async (request) => {
      await signOutUserEverywhere(db, { id: currentUser(request).id, token: request.token }, request.params.id);
      return { message: request.t('The account was signed out everywhere'), data: null };
    },
  });

  route(app, usersApi.roles, {
    handler: async () => ({ message: '', data: await listRoleOptions(db) }),
  });
};
