import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@backoffice/contract';
import { currentUser } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { login, logout } from './auth.service';
import { setPasswordWithToken } from './password-links.service';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, settings }) => {
  route(app, authApi.login, {
    handler: async (request) => {
      const data = await login(db, request.body, request.ip, settings.auth);
      return { message: request.t('Logged in successfully'), data };
    },
  });

  route(app, authApi.me, {
    handler: async (request) => ({ message: '', data: { user: currentUser(request) } }),
  });

  route(app, authApi.logout, {
    handler: async (request) => {
      if (request.token) await logout(db, request.token);
      return { message: request.t('Logged out successfully'), data: null };
    },
  });

  // The one-time link e-mailed to a new teacher or user (staff): public, the token is the proof.
  route(app, authApi.setPassword, {
    handler: async (request) => {
      await setPasswordWithToken(db, request.body);
      return { message: request.t('Your password has been set. You can sign in now.'), data: null };
    },
  });
};
