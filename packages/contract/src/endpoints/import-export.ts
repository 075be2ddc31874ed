import { idParamSchema, itemResponse, listResponse } from '../common';
import { importExportJobSchema, importExportListQuerySchema } from '../import-export';
import { endpoint } from '../endpoint';

export const importExportApi = {
  exportStudents: endpoint({
    method: 'GET',
    path: '/admin/students/export/Xlsx',
    guard: 'admin',
    response: itemResponse(importExportJobSchema),
    description: 'Starts a background export of every student; the file is downloaded from the Import/Export page.',
  }),
  importStudents: endpoint({
    method: 'POST',
    path: '/admin/students/import',
    guard: 'admin',
    form: true,
    response: itemResponse(importExportJobSchema),
    description:
      'Multipart: file (.xlsx or .xls, checked by its bytes: 415; 10 MB: 413) and only_valid. Starts a background import.',
  }),
  importTemplate: endpoint({
    method: 'GET',
    path: '/admin/students/import-template',
    guard: 'admin',
    response: 'file',
    fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description:
      'An .xlsx to fill for the import: a Students sheet whose header is the columns the import reads, with one example row that imports as it is, and a Guide sheet in the Accept-Language.',
  }),
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
