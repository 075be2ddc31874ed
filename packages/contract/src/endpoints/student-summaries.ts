import { centerStudentSchema, rosterQuerySchema } from '../classes';
import { idParamSchema, listResponse } from '../common';
import { endpoint } from '../endpoint';

export const studentSummariesApi = {
  students: endpoint({
    method: 'GET',
    path: '/admin/centers/:id/students',
    guard: 'staff',
    params: idParamSchema,
    query: rosterQuerySchema,
    response: listResponse(centerStudentSchema),
    description:
      "Students assigned to the center (for non-admins: those of their classes), by name; meta.pagination.total is the 'Total Students'.",
  }),
};
