import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { classEmailApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { pickLanguage } from '../../i18n/translate';
import { listClassEmails, listEmailRecipients, renderClassEmail, sendClassEmail } from './class-email.service';
import { staffOfClass } from '../../plugins/policy';

export const classEmailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  route(app, classEmailApi.send, {
    config: staffOfClass,
    handler: async (request) => {
      const user = currentUser(request);
      const lang = pickLanguage(request.headers['accept-language']);
      const sent = await sendClassEmail(db, mailer, user, request.params.id, request.body, request.t, lang);
      return { message: request.t('E-mail queued for {count} recipients', { count: sent.recipients }), data: sent };
    },
  });

  route(app, classEmailApi.preview, {
    config: staffOfClass,
    handler: async (request) => {
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
  });

  route(app, classEmailApi.list, {
    config: staffOfClass,
    handler: async (request) => {
      const { rows, meta } = await listClassEmails(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, classEmailApi.recipients, {
    config: staffOfClass,
    handler: async (request) => {
      const { rows, meta } = await listEmailRecipients(db, request.params.id, request.params.emailId, request.query);
      return { message: '', data: rows, meta };
    },
  });
};
