import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centersApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { createCenter, deleteCenter, listCenters, updateCenter } from './centers.service';

export const centersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.route({
    ...routeOf(app, centersApi.list),
    handler: async (request) => {
      const { rows, meta } = await listCenters(db, request.query);
      return { message: '', data: rows, meta };
    },
  });

  app.route({
    ...routeOf(app, centersApi.create),
    handler: async (request) => ({
      message: request.t('Center created successfully'),
      data: await createCenter(db, request.body),
    }),
  });

  app.route({
    ...routeOf(app, centersApi.update),
    handler: async (request) => ({
      message: request.t('Center updated successfully'),
      data: await updateCenter(db, request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(app, centersApi.remove),
    handler: async (request) => {
      await deleteCenter(db, request.params.id);
      return { message: request.t('Center deleted successfully'), data: null };
    },
  });
};
