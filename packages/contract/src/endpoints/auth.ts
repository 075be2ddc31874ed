import { loginBodySchema, loginDataSchema, meDataSchema } from '../auth';
import { itemResponse, messageResponse } from '../common';
import { setPasswordBodySchema } from '../teachers';
import { endpoint } from '../endpoint';

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/admin/auth/login',
    guard: 'public',
    body: loginBodySchema,
    response: itemResponse(loginDataSchema),
    errors: [401],
    description: 'A wrong password, an unknown e-mail and a student account get the same 401.',
  }),
  me: endpoint({ method: 'GET', path: '/admin/auth/me', guard: 'staff', response: itemResponse(meDataSchema) }),
  logout: endpoint({ method: 'POST', path: '/admin/auth/logout', guard: 'staff', response: messageResponse }),
  setPassword: endpoint({
    method: 'POST',
    path: '/admin/auth/set-password',
    guard: 'public',
    body: setPasswordBodySchema,
    response: messageResponse,
  }),
};
