import { z } from 'zod';
import { idParamSchema, itemResponse, listResponse } from '../common';
import { classReportPreviewSchema, classReportsSchema, generateReportSchema, reportSchema, reportsQuerySchema } from '../reports';
import { endpoint } from '../endpoint';

export const reportsApi = {
  createPerformance: endpoint({
    method: 'POST',
    path: '/admin/reports/performance',
    guard: 'staff',
    body: generateReportSchema,
    response: itemResponse(reportSchema.pick({ id: true })),
  }),
  performance: endpoint({
    method: 'GET',
    path: '/admin/reports/performance',
    guard: 'staff',
    query: reportsQuerySchema,
    response: listResponse(reportSchema),
  }),
  downloadPerformance: endpoint({
    method: 'GET',
    path: '/admin/reports/performance/:id/download',
    guard: 'staff',
    params: idParamSchema,
    response: 'file',
  }),
  previewClassReports: endpoint({
    method: 'POST',
    path: '/admin/reports/class-reports/preview',
    guard: 'staff',
    body: classReportsSchema,
    response: itemResponse(z.array(classReportPreviewSchema)),
  }),
  sendClassReports: endpoint({
    method: 'POST',
    path: '/admin/reports/class-reports/send',
    guard: 'staff',
    body: classReportsSchema,
    response: itemResponse(z.object({ queued: z.number().int() })),
  }),
};
