import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classMembersApi } from '@backoffice/contract';

import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { listClassStudents } from './class-students.service';
import { listClassVideos, unlinkClassVideo } from './class-videos.service';
import { staffOfClass } from '../../plugins/policy';

/** A class's students and videos, within the user's classes. */
export const classMembersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, classMembersApi.students, {
    config: staffOfClass,
    handler: async (request) => {
      const { rows, meta } = await listClassStudents(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  });

  route(app, classMembersApi.videos, {
    config: staffOfClass,
    handler: async (request) => ({ message: '', data: await listClassVideos(db, request.params.id) }),
  });

  route(app, classMembersApi.removeVideo, {
    config: staffOfClass,
    handler: async (request) => {
      await unlinkClassVideo(db, request.params.id, request.params.videoId);
      return { message: request.t('Video removed from the class successfully'), data: null };
    },
  });
};
