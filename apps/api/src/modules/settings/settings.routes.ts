import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { getSettings, saveSettings } from './settings.service';

/** GET and POST admin/settings: automatic report generation (admins only). */
export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, settingsApi.get, { handler: async () => ({ message: '', data: await getSettings(db) }) });
  route(app, settingsApi.save, {
    handler: async (request) => ({
      message: request.t('Settings saved successfully'),
      data: await saveSettings(db, request.body),
    }),
  });
};
