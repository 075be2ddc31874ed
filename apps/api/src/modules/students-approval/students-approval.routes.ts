import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsApprovalApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { changeActiveStatus, listInactiveStudents } from './students-approval.service';
const staff = { guard: 'staff' } as const;

/** Students approval: pending sign-ups, approved into a class or rejected. */
export const studentsApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, studentsApprovalApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listInactiveStudents(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, studentsApprovalApi.changeActiveStatus, {
    config: { ...staff, scope: [{ student: 'params.id' }, { class: 'body.classId' }] },
    handler: async (request) => {
      const message = await changeActiveStatus(db, request.params.id, request.body, currentUser(request).id);
      return { message: request.t(message), data: null };
    },
  });
};
