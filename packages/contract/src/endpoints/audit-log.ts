import { idParamSchema, itemResponse, listResponse } from '../common';
import { auditLogQuerySchema, auditLogRowSchema } from '../audit-log';
import { endpoint } from '../endpoint';

export const auditLogApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    guard: 'staff',
    query: auditLogQuerySchema,
    response: listResponse(auditLogRowSchema),
    errors: [403, 404],
    description:
      'Every change of a mark, a status, a correction, an enrolment or an account, newest first, paged by key. ' +
      'A teaching assistant sees the changes of their classes only; a filter naming another class is 403.',
  }),
  revert: endpoint({
    method: 'POST',
    path: '/admin/audit-log/:id/revert',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(auditLogRowSchema),
    errors: [409],
    description:
      "Puts the change's old value back as a new change (itself in the history). 409 with `data.current` when the " +
      'value has changed since, when the change was reverted already, or when its kind cannot be reverted.',
  }),
};
