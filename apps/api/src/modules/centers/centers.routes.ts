import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centersApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { createCenter, deleteCenter, listCenters, updateCenter } from './centers.service';

export const centersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, centersApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listCenters(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, centersApi.create, {
    handler: async (request) => ({
      message: request.t('Center created successfully'),
      data: await createCenter(db, request.body),
    }),
  });

  route(app, centersApi.update, {
    handler: async (request) => ({
      message: request.t('Center updated successfully'),
      data: await updateCenter(db, request.params.id, request.body),
    }),
  });

  route(app, centersApi.remove, {
    handler: async (request) => {
      await deleteCenter(db, request.params.id);
      return { message: request.t('Center deleted successfully'), data: null };
    },
  });
};
