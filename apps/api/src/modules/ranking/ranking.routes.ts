import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, listResponse, studentRankSchema, studentsRankQuerySchema } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { listStudentsRank } from './ranking.service';
import { staffOfClass } from '../../plugins/policy';

/** Students ranking of one class; staff of that class (404 unknown class, 403 another's class). */
export const rankingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/classes/:id/students-rank',
    {
      config: staffOfClass,
      schema: {
        tags: ['ranking'],
        params: idParamSchema,
        querystring: studentsRankQuerySchema,
        response: { 200: listResponse(studentRankSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listStudentsRank(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );
};
