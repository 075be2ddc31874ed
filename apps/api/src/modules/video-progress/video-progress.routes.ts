import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoProgressApi } from '@backoffice/contract';
import { currentStudent } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { reportVideoProgress } from './video-progress.service';

/** home/videos/{id}/progress: the student player's report, every 10-15 s while playing. */
export const videoProgressRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  route(app, videoProgressApi.save, {
    config: { scope: { record: 'video', id: 'params.id' } },
    handler: async (request) => ({
      message: '',
      data: await reportVideoProgress({ db, files }, currentStudent(request), request.params.id, request.body),
    }),
  });
};
