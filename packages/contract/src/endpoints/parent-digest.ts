import { itemResponse } from '../common';
import {
  oneClickUnsubscribeSchema,
  parentDigestPreviewQuerySchema,
  parentDigestPreviewSchema,
  parentDigestSettingsSchema,
  unsubscribeTokenSchema,
} from '../parent-digest';
import { endpoint } from '../endpoint';

/** The weekly e-mail to parents: its setting and preview (admins only). */
export const parentDigestApi = {
  get: endpoint({
    method: 'GET',
    path: '/admin/settings/parent-digest',
    guard: 'admin',
    response: itemResponse(parentDigestSettingsSchema),
  }),
  save: endpoint({
    method: 'POST',
    path: '/admin/settings/parent-digest',
    guard: 'admin',
    body: parentDigestSettingsSchema,
    response: itemResponse(parentDigestSettingsSchema),
  }),
  preview: endpoint({
    method: 'GET',
    path: '/admin/settings/parent-digest/preview',
    guard: 'admin',
    query: parentDigestPreviewQuerySchema,
    response: itemResponse(parentDigestPreviewSchema),
    errors: [404],
    description:
      "This week's e-mail of one student exactly as their parents would get it, in the student's language; 404 for an unknown student.",
  }),
};

/**
 * The unsubscribe link of a parent's e-mail, opened without signing in: GET shows a small page with a
 * confirm button, whose form POSTs the token. A forged token, or one whose address already left, is 404.
 */
export const unsubscribeApi = {
  page: endpoint({
    method: 'GET',
    path: '/home/unsubscribe',
    guard: 'public',
    query: unsubscribeTokenSchema,
    response: 'file',
    fileType: 'text/html',
    errors: [404],
    description: 'An HTML page (English and Arabic) asking to confirm.',
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/home/unsubscribe',
    guard: 'public',
    body: unsubscribeTokenSchema,
    response: 'file',
    fileType: 'text/html',
    errors: [404],
    description: 'A form post (application/x-www-form-urlencoded) of the token; answers an HTML page saying it is done.',
  }),
  oneClick: endpoint({
    method: 'POST',
    path: '/home/unsubscribe/one-click',
    guard: 'public',
    query: unsubscribeTokenSchema,
    // Null when the form is multipart/form-data (RFC 8058's first choice), which the handler reads itself.
    body: oneClickUnsubscribeSchema.nullish(),
    response: 'file',
    fileType: 'text/html',
    errors: [404],
    description:
      "The `List-Unsubscribe` address of a parent's e-mail, which the mail client POSTs in one click (RFC 8058) with " +
      "`List-Unsubscribe=One-Click`, form-urlencoded or multipart. Unsubscribes the token's address at once (again: " +
      'still 200); 404 for a forged token, 422 without that field.',
  }),
};
