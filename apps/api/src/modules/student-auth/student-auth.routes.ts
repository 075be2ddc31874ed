import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORGOT_PASSWORD_MESSAGE, studentAuthApi } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import { signUpRateLimit } from '../../plugins/rate-limit';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { logout } from '../auth/auth.service';
import { setPasswordWithToken } from '../auth/password-links.service';
import { loginStudent, sendStudentPasswordLink } from './student-auth.service';

/** home/auth/*: a student's sign-in, of its own token audience (see plugins/auth.ts). */
export const studentAuthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, settings }) => {
  route(app, studentAuthApi.login, {
    handler: async (request) => {
      const data = await loginStudent(db, request.body, request.ip, settings.auth);
      return { message: request.t('Logged in successfully'), data };
    },
  });

  route(app, studentAuthApi.me, {
    handler: async (request) => ({
      message: '',
      data: { user: currentStudent(request) },
    }),
  });

  route(app, studentAuthApi.logout, {
    handler: async (request) => {
      if (request.token) await logout(db, request.token);
      return { message: request.t('Logged out successfully'), data: null };
    },
  });

  route(app, studentAuthApi.forgotPassword, {
    config: { guard: 'public', rateLimit: signUpRateLimit(settings.rateLimit) },
    handler: async (request) => {
      await sendStudentPasswordLink(db, mailer, request.body);
      return { message: request.t(FORGOT_PASSWORD_MESSAGE), data: null };
    },
  });

  route(app, studentAuthApi.setPassword, {
    handler: async (request) => {
      await setPasswordWithToken(db, request.body);
      return { message: request.t('Your password has been set. You can sign in now.'), data: null };
    },
  });
};
