import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parentDigestApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { getDigestSettings, previewDigest, saveDigestSettings } from './digest-settings.service';

/** The weekly e-mail to parents: its setting and its preview (admins only). */
export const parentDigestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  route(app, parentDigestApi.get, { handler: async () => ({ message: '', data: await getDigestSettings(db) }) });
  route(app, parentDigestApi.save, {
    handler: async (request) => ({
      message: request.t('Settings saved successfully'),
      data: await saveDigestSettings(db, request.body),
    }),
  });
  route(app, parentDigestApi.preview, {
    handler: async (request) => ({ message: '', data: await previewDigest(db, mailer, request.query.student_id) }),
  });
};
