import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, studentRegistrationBodySchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { signUpRateLimit } from '../../plugins/rate-limit';
import { registerStudent } from './student-registration.service';

/** home/students/register: public sign-up of a student; staff approve it on Students Approval. */
export const studentRegistrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, settings }) => {
  app.post(
    '/students/register',
    {
      config: { guard: 'public', rateLimit: signUpRateLimit(settings.rateLimit) },
      schema: {
        tags: ['students'],
        description: 'Creates an inactive student with the requested classes; it appears on Students Approval.',
        body: studentRegistrationBodySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await registerStudent(db, mailer, request.body);
      return { message: request.t('Your registration was received and is waiting for approval'), data: null };
    },
  );
};
