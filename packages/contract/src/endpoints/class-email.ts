import { z } from 'zod';
import {
  emailPreviewResultSchema,
  emailPreviewSchema,
  emailRecipientSchema,
  emailSendSchema,
  emailSentSchema,
  sentEmailSchema,
} from '../class-email';
import { idField, idParamSchema, itemResponse, listQuerySchema, listResponse } from '../common';
import { endpoint } from '../endpoint';

export const recipientsParams = z.object({ id: idField(), emailId: idField() });

export const classEmailApi = {
  send: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/email/send',
    guard: 'staff',
    params: idParamSchema,
    body: emailSendSchema,
    response: itemResponse(emailSentSchema),
    description:
      'Sanitises the HTML body (allow-list), renders it in the branded layout with a plain-text part and writes one outbox row per enrolled student (and parents when includeParents) in one statement; the send-mail job delivers them.',
  }),
  preview: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/email/preview',
    guard: 'staff',
    params: idParamSchema,
    body: emailPreviewSchema,
    response: itemResponse(emailPreviewResultSchema),
    description: 'The message exactly as it will be sent (sanitised body in the branded layout), for the live preview.',
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/emails',
    guard: 'staff',
    params: idParamSchema,
    query: listQuerySchema,
    response: listResponse(sentEmailSchema),
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/admin/classes/:id/emails/:emailId/recipients',
    guard: 'staff',
    params: recipientsParams,
    query: listQuerySchema,
    response: listResponse(emailRecipientSchema),
  }),
};
