import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentRegistrationApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { signUpRateLimit } from '../../plugins/rate-limit';
import { registerStudent } from './student-registration.service';

/** home/students/register: public sign-up of a student; staff approve it on Students Approval. */
export const studentRegistrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, settings }) => {
  route(app, studentRegistrationApi.register, {
    config: { guard: 'public', rateLimit: signUpRateLimit(settings.rateLimit) },
    handler: async (request) => {
      await registerStudent(db, mailer, request.body);
      return { message: request.t('Your registration was received and is waiting for approval'), data: null };
    },
  });
};
