import { z } from 'zod';
import { idParamSchema, itemResponse, listResponse, messageResponse } from '../common';
import { assignPdfsSchema, pdfSchema, pdfsQuerySchema } from '../pdfs';
import { fileGrantSchema, grantQuerySchema, selectOptionsQuerySchema } from '../videos';
import { endpoint } from '../endpoint';

export const pdfsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/pdf',
    guard: 'staff',
    query: pdfsQuerySchema,
    response: listResponse(pdfSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/pdf',
    guard: 'staff',
    form: true,
    response: itemResponse(z.array(z.number().int())),
    description: 'multipart/form-data: type, classesId[i], pdf[i] (one or more PDFs, checked by their %PDF- bytes).',
  }),
  update: endpoint({
    method: 'POST',
    path: '/admin/pdf/:id',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
    form: true,
    description: 'multipart/form-data with _method=PUT: id, type, classesId[i], optional pdf (replaces the file).',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/pdf/:id',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/admin/classes/pdfs/assign',
    guard: 'staff',
    body: assignPdfsSchema,
    response: messageResponse,
  }),
  grant: endpoint({
    method: 'GET',
    path: '/admin/pdf/:id/grant',
    guard: 'staff',
    params: idParamSchema,
    response: itemResponse(fileGrantSchema),
    description: 'A short-lived address of the file, for this user only.',
  }),
  pdfTypes: endpoint({
    method: 'GET',
    path: '/admin/select-options/pdf-types',
    guard: 'staff',
    query: selectOptionsQuerySchema,
    response: itemResponse(z.array(z.object({ value: z.string(), name: z.string() }))),
  }),
};

export const pdfFileApi = {
  file: endpoint({
    method: 'GET',
    path: '/home/pdfs/:id/file',
    guard: 'viewer',
    params: idParamSchema,
    query: grantQuerySchema,
    response: 'file',
    description:
      'The file, fetched with the bearer token of the viewer the grant was made for: without a sign-in 401; a grant that is not live, is for another file or another viewer 403.',
  }),
};
