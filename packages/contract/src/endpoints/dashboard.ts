import { itemResponse } from '../common';
import { dashboardQuerySchema, dashboardSchema } from '../dashboard';
import { endpoint } from '../endpoint';

export const dashboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    guard: 'admin',
    query: dashboardQuerySchema,
    response: itemResponse(dashboardSchema),
  }),
};
