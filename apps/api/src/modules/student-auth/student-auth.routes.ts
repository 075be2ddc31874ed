import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBodySchema,
  itemResponse,
  messageResponse,
  setPasswordBodySchema,
  studentLoginBodySchema,
  studentLoginDataSchema,
  studentMeDataSchema,
} from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import { signUpRateLimit } from '../../plugins/rate-limit';
import type { AppContext } from '../../app-context';
import { logout } from '../auth/auth.service';
import { setPasswordWithToken } from '../auth/password-links.service';
import { loginStudent, sendStudentPasswordLink } from './student-auth.service';

const tags = ['student-auth'];

/** home/auth/*: a student's sign-in, of its own token audience (see plugins/auth.ts). */
export const studentAuthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, settings }) => {
  app.post(
    '/auth/login',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        description: 'Approved students only: a pending or rejected sign-up with the right password gets 403 with the reason.',
        body: studentLoginBodySchema,
        response: { 200: itemResponse(studentLoginDataSchema) },
      },
    },
    async (request) => {
      const data = await loginStudent(db, request.body, request.ip, settings.auth);
      return { message: request.t('Logged in successfully'), data };
    },
  );

  app.get(
    '/auth/me',
    { config: { guard: 'student' }, schema: { tags, response: { 200: itemResponse(studentMeDataSchema) } } },
    async (request) => ({
      message: '',
      data: { user: currentStudent(request) },
    }),
  );

  app.post(
    '/auth/logout',
    { config: { guard: 'student' }, schema: { tags, response: { 200: messageResponse } } },
    async (request) => {
      if (request.token) await logout(db, request.token);
      return { message: request.t('Logged out successfully'), data: null };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      // Each request may send an e-mail: limited like a sign-up.
      config: { guard: 'public', rateLimit: signUpRateLimit(settings.rateLimit) },
      schema: {
        tags,
        description: 'Mails an approved student a one-time link to /student/set-password; the same answer for any e-mail.',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await sendStudentPasswordLink(db, mailer, request.body);
      return { message: request.t(FORGOT_PASSWORD_MESSAGE), data: null };
    },
  );

  app.post(
    '/auth/set-password',
    { config: { guard: 'public' }, schema: { tags, body: setPasswordBodySchema, response: { 200: messageResponse } } },
    async (request) => {
      await setPasswordWithToken(db, request.body);
      return { message: request.t('Your password has been set. You can sign in now.'), data: null };
    },
  );
};
