import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classMembersApi } from '@backoffice/contract';

import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { listClassStudents } from './class-students.service';
import { listClassVideos, unlinkClassVideo } from './class-videos.service';
import { staffOfClass } from '../../plugins/policy';

/** A class's students and videos, within the user's classes. */
export const classMembersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.route({
    ...routeOf(app, classMembersApi.students, { config: staffOfClass }),
    handler: async (request) => {
      const { rows, meta } = await listClassStudents(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });

  app.route({
    ...routeOf(app, classMembersApi.videos, { config: staffOfClass }),
    handler: async (request) => ({ message: '', data: await listClassVideos(db, request.params.id) }),
  });

  app.route({
    ...routeOf(app, classMembersApi.removeVideo, { config: staffOfClass }),
    handler: async (request) => {
      await unlinkClassVideo(db, request.params.id, request.params.videoId);
      return { message: request.t('Video removed from the class successfully'), data: null };
    },
  });
};
