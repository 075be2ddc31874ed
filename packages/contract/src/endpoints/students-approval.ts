import { idParamSchema, keysetListQuerySchema, listResponse, messageResponse } from '../common';
import { changeActiveStatusBodySchema, inactiveStudentSchema } from '../students';
import { endpoint } from '../endpoint';

export const studentsApprovalApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/students/inactive-students',
    guard: 'staff',
    query: keysetListQuerySchema,
    response: listResponse(inactiveStudentSchema),
  }),
  changeActiveStatus: endpoint({
    method: 'POST',
    path: '/admin/students/:id/change-active-status',
    guard: 'staff',
    params: idParamSchema,
    body: changeActiveStatusBodySchema,
    response: messageResponse,
    // a student already approved
    errors: [409],
  }),
};
