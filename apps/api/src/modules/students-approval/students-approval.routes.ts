import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeActiveStatusBodySchema,
  idParamSchema,
  inactiveStudentSchema,
  keysetListQuerySchema,
  listResponse,
  messageResponse,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { changeActiveStatus, listInactiveStudents } from './students-approval.service';

const tags = ['students-approval'];
const staff = { guard: 'staff' } as const;

/** Students approval: pending sign-ups, approved into a class or rejected. */
export const studentsApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/students/inactive-students',
    {
      config: staff,
      schema: { tags, querystring: keysetListQuerySchema, response: { 200: listResponse(inactiveStudentSchema) } },
    },
    async (request) => {
      const { rows, meta } = await listInactiveStudents(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/students/:id/change-active-status',
    {
      // The student in the path, and the class they are approved into.
      config: { ...staff, scope: [{ student: 'params.id' }, { class: 'body.classId' }] },
      schema: { tags, params: idParamSchema, body: changeActiveStatusBodySchema, response: { 200: messageResponse } },
    },
    async (request) => {
      const message = await changeActiveStatus(db, request.params.id, request.body);
      return { message: request.t(message), data: null };
    },
  );
};
