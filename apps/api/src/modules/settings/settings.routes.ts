import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemResponse, settingsSchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { getSettings, saveSettings } from './settings.service';

/** GET and POST admin/settings: automatic report generation (admins only). */
export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const schema = { tags: ['settings'], response: { 200: itemResponse(settingsSchema) } };
  app.get('/settings', { config: { guard: 'admin' }, schema }, async () => ({ message: '', data: await getSettings(db) }));
  app.post('/settings', { config: { guard: 'admin' }, schema: { ...schema, body: settingsSchema } }, async (request) => ({
    message: request.t('Settings saved successfully'),
    data: await saveSettings(db, request.body),
  }));
};
