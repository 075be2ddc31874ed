import { idParamSchema, listResponse } from '../common';
import { studentRankSchema, studentsRankQuerySchema } from '../ranking';
import { endpoint } from '../endpoint';

export const rankingApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/students-rank',
    guard: 'staff',
    params: idParamSchema,
    query: studentsRankQuerySchema,
    response: listResponse(studentRankSchema),
  }),
};
