import { idParamSchema, listResponse } from '../common';
import { importExportJobSchema, importExportListQuerySchema } from '../import-export';
import { endpoint } from '../endpoint';

export const importExportApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/import-export-requests',
    guard: 'staff',
    query: importExportListQuerySchema,
    response: listResponse(importExportJobSchema),
  }),
  download: endpoint({
    method: 'GET',
    path: '/admin/import-export-requests/:id/download',
    guard: 'staff',
    params: idParamSchema,
    response: 'file',
  }),
};
