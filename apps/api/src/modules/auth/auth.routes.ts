import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemResponse,
  loginBodySchema,
  loginDataSchema,
  meDataSchema,
  messageResponse,
  setPasswordBodySchema,
} from '@backoffice/contract';
import { currentUser } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { login, logout } from './auth.service';
import { setPasswordWithToken } from './password-links.service';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, settings }) => {
  app.post(
    '/auth/login',
    {
      config: { guard: 'public' },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: itemResponse(loginDataSchema) } },
    },
    async (request) => {
      const data = await login(db, request.body, request.ip, settings.auth);
      return { message: request.t('Logged in successfully'), data };
    },
  );

  app.get(
    '/auth/me',
    { config: { guard: 'staff' }, schema: { tags: ['auth'], response: { 200: itemResponse(meDataSchema) } } },
    async (request) => ({ message: '', data: { user: currentUser(request) } }),
  );

  app.post(
    '/auth/logout',
    { config: { guard: 'staff' }, schema: { tags: ['auth'], response: { 200: messageResponse } } },
    async (request) => {
      if (request.token) await logout(db, request.token);
      return { message: request.t('Logged out successfully'), data: null };
    },
  );

  // The one-time link e-mailed to a new teacher or user (staff): public, the token is the proof.
  app.post(
    '/auth/set-password',
    { config: { guard: 'public' }, schema: { tags: ['auth'], body: setPasswordBodySchema, response: { 200: messageResponse } } },
    async (request) => {
      await setPasswordWithToken(db, request.body);
      return { message: request.t('Your password has been set. You can sign in now.'), data: null };
    },
  );
};
