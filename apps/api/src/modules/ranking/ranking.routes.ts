import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rankingApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { listStudentsRank } from './ranking.service';
import { staffOfClass } from '../../plugins/policy';

/** Students ranking of one class; staff of that class (404 unknown class, 403 another's class). */
export const rankingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, rankingApi.list, {
    config: staffOfClass,
    handler: async (request) => {
      const { rows, meta } = await listStudentsRank(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });
};
