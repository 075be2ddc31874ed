import { itemResponse } from '../common';
import {
  overallClassParamsSchema,
  overallListResponse,
  overallQuerySchema,
  overallStudentDetailSchema,
  overallStudentParamsSchema,
} from '../overall';
import { endpoint } from '../endpoint';

export const overallApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/students-overall',
    guard: 'staff',
    params: overallClassParamsSchema,
    query: overallQuerySchema,
    response: overallListResponse,
  }),
  exportXlsx: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/students-overall/export/Xlsx',
    guard: 'staff',
    params: overallClassParamsSchema,
    response: 'file',
    fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  student: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/students-overall/:studentId',
    guard: 'staff',
    params: overallStudentParamsSchema,
    response: itemResponse(overallStudentDetailSchema),
  }),
};
