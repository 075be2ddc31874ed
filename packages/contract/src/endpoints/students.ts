import { idParamSchema, itemResponse, keysetListQuerySchema, listResponse, messageResponse } from '../common';
import { studentBodySchema, studentSchema } from '../students';
import { endpoint } from '../endpoint';

export const studentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/students',
    guard: 'staff',
    query: keysetListQuerySchema,
    response: listResponse(studentSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/students',
    guard: 'staff',
    body: studentBodySchema,
    response: itemResponse(studentSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/students/:id',
    guard: 'admin',
    params: idParamSchema,
    body: studentBodySchema,
    response: itemResponse(studentSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/students/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/admin/students/:id/reset-password',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/admin/students/:id/sign-out-everywhere',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
    description: "Ends every session of the student's account (each device must sign in again); recorded in its history.",
  }),
};
