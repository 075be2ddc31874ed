import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemResponse, studentClassSchema } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { listStudentClasses } from './student-classes.service';

/** home/classes: the signed-in student's classes. */
export const studentClassesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/classes',
    {
      config: { guard: 'student' },
      schema: {
        tags: ['student-home'],
        description: "The student's classes (up to 100), by start date, with the student's code in each (class_user_id).",
        response: { 200: itemResponse(z.array(studentClassSchema)) },
      },
    },
    async (request) => ({ message: '', data: await listStudentClasses(db, currentStudent(request)) }),
  );
};
