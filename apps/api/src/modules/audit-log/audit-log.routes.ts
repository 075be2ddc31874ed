import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { revertChange } from './audit-log-revert.service';
import { listAuditLog } from './audit-log.service';

/**
 * The history of marks, statuses, corrections, enrolments and accounts. Staff see the rows of their classes
 * (a class filter outside them is 403, its declared scope); an admin every row, accounts' included.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, auditLogApi.list, {
    config: { scope: { class: 'query.classId' } },
    handler: async (request) => {
      const { rows, meta } = await listAuditLog(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, auditLogApi.revert, {
    config: { scope: { record: 'auditLogRow', id: 'params.id' } },
    handler: async (request) => ({
      message: request.t('Change reverted successfully'),
      data: await revertChange(db, currentUser(request), request.params.id),
    }),
  });
};
