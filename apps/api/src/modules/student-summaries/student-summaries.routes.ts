import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentSummariesApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { listCenterStudents } from './center-students.service';

/** The center summary screen: its students (its notes are in the notes module). */
export const studentSummariesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, studentSummariesApi.students, {
    handler: async (request) => {
      const { rows, meta } = await listCenterStudents(db, currentUser(request), request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });
};
