import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailPreviewResultSchema,
  emailPreviewSchema,
  emailRecipientSchema,
  emailSendSchema,
  emailSentSchema,
  idField,
  idParamSchema,
  itemResponse,
  listQuerySchema,
  listResponse,
  sentEmailSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { pickLanguage } from '../../i18n/translate';
import { listClassEmails, listEmailRecipients, renderClassEmail, sendClassEmail } from './class-email.service';
import { staffOfClass } from '../../plugins/policy';

const tags = ['email'];
const recipientsParams = z.object({ id: idField(), emailId: idField() });

export const classEmailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.post(
    '/classes/:id/email/send',
    {
      config: staffOfClass,
      schema: {
        tags,
        description:
          'Sanitises the HTML body (allow-list), renders it in the branded layout with a plain-text part and writes one outbox ' +
          'row per enrolled student (and parents when includeParents) in one statement; the send-mail job delivers them.',
        params: idParamSchema,
        body: emailSendSchema,
        response: { 200: itemResponse(emailSentSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lang = pickLanguage(request.headers['accept-language']);
      const sent = await sendClassEmail(db, mailer, user, request.params.id, request.body, request.t, lang);
      return { message: request.t('E-mail queued for {count} recipient(s)', { count: sent.recipients }), data: sent };
    },
  );

  app.post(
    '/classes/:id/email/preview',
    {
      config: staffOfClass,
      schema: {
        tags,
        description: 'The message exactly as it will be sent (sanitised body in the branded layout), for the live preview.',
        params: idParamSchema,
        body: emailPreviewSchema,
        response: { 200: itemResponse(emailPreviewResultSchema) },
      },
    },
    async (request) => {
      const lang = pickLanguage(request.headers['accept-language']);
      const { html, text } = await renderClassEmail(
        db,
        request.params.id,
        request.body.subject ?? '',
        request.body.body,
        request.t,
        lang,
      );
      return { message: '', data: { html, text } };
    },
  );

  app.get(
    '/classes/:id/emails',
    {
      config: staffOfClass,
      schema: { tags, params: idParamSchema, querystring: listQuerySchema, response: { 200: listResponse(sentEmailSchema) } },
    },
    async (request) => {
      const { rows, meta } = await listClassEmails(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/classes/:id/emails/:emailId/recipients',
    {
      config: staffOfClass,
      schema: {
        tags,
        params: recipientsParams,
        querystring: listQuerySchema,
        response: { 200: listResponse(emailRecipientSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listEmailRecipients(db, request.params.id, request.params.emailId, request.query);
      return { message: '', data: rows, meta };
    },
  );
};
