import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centerStudentSchema, idParamSchema, listResponse, rosterQuerySchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { listCenterStudents } from './center-students.service';

/** The center summary screen: its students (its notes are in the notes module). */
export const studentSummariesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/centers/:id/students',
    {
      config: { guard: 'staff' },
      schema: {
        tags: ['centers'],
        description:
          "Students assigned to the center (for non-admins: those of their classes), by name; meta.pagination.total is the 'Total Students'.",
        params: idParamSchema,
        querystring: rosterQuerySchema,
        response: { 200: listResponse(centerStudentSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listCenterStudents(db, currentUser(request), request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );
};
