import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, itemResponse, videoProgressBodySchema, videoProgressSchema } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { reportVideoProgress } from './video-progress.service';

/** home/videos/{id}/progress: the student player's report, every 10-15 s while playing. */
export const videoProgressRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/videos/:id/progress',
    {
      config: { guard: 'student' },
      schema: {
        tags: ['videos'],
        description:
          "A video of one of the student's classes: keeps the furthest point and adds the seconds played since the last report (seeks are not counted).",
        params: idParamSchema,
        body: videoProgressBodySchema,
        response: { 200: itemResponse(videoProgressSchema) },
      },
    },
    async (request) => ({
      message: '',
      data: await reportVideoProgress(db, currentStudent(request), request.params.id, request.body),
    }),
  );
};
