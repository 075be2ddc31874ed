import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { studentClassesApi } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { listStudentClasses } from './student-classes.service';

/** home/classes: the signed-in student's classes. */
export const studentClassesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, studentClassesApi.list, {
    handler: async (request) => ({ message: '', data: await listStudentClasses(db, currentStudent(request)) }),
  });
};
