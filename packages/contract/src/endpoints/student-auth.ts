import { itemResponse, messageResponse } from '../common';
import { forgotPasswordBodySchema, studentLoginBodySchema, studentLoginDataSchema, studentMeDataSchema } from '../student-auth';
import { setPasswordBodySchema } from '../teachers';
import { endpoint } from '../endpoint';

export const studentAuthApi = {
  login: endpoint({
    method: 'POST',
    path: '/home/auth/login',
    guard: 'public',
    body: studentLoginBodySchema,
    response: itemResponse(studentLoginDataSchema),
    errors: [401, 403],
    description: 'Approved students only: a pending or rejected sign-up with the right password gets 403 with the reason.',
  }),
  me: endpoint({ method: 'GET', path: '/home/auth/me', guard: 'student', response: itemResponse(studentMeDataSchema) }),
  logout: endpoint({ method: 'POST', path: '/home/auth/logout', guard: 'student', response: messageResponse }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/home/auth/forgot-password',
    guard: 'public',
    body: forgotPasswordBodySchema,
    response: messageResponse,
    description: 'Mails an approved student a one-time link to /student/set-password; the same answer for any e-mail.',
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/home/auth/set-password',
    guard: 'public',
    body: setPasswordBodySchema,
    response: messageResponse,
  }),
};
