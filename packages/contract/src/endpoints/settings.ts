import { itemResponse } from '../common';
import { settingsSchema } from '../settings';
import { endpoint } from '../endpoint';

/** Automatic report generation (admins only). */
export const settingsApi = {
  get: endpoint({ method: 'GET', path: '/admin/settings', guard: 'admin', response: itemResponse(settingsSchema) }),
  save: endpoint({
    method: 'POST',
    path: '/admin/settings',
    guard: 'admin',
    body: settingsSchema,
    response: itemResponse(settingsSchema),
  }),
};
