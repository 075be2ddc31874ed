import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classStudentSchema,
  classVideoParamsSchema,
  classVideoSchema,
  idParamSchema,
  itemResponse,
  listResponse,
  messageResponse,
  rosterQuerySchema,
} from '@backoffice/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { listClassStudents } from './class-students.service';
import { listClassVideos, unlinkClassVideo } from './class-videos.service';
import { staffOfClass } from '../../plugins/policy';

const tags = ['classes'];

/** A class's students and videos, within the user's classes. */
export const classMembersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/classes/:id/students',
    {
      config: staffOfClass,
      schema: {
        tags,
        description: '`query` (or `q`) matches name, e-mail or class_user_id; up to 500 students a page.',
        params: idParamSchema,
        querystring: rosterQuerySchema,
        response: { 200: listResponse(classStudentSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listClassStudents(db, request.params.id, request.query);
      return { message: '', data: rows, meta };
    },
  );

  app.get(
    '/classes/:id/videos',
    { config: staffOfClass, schema: { tags, params: idParamSchema, response: { 200: itemResponse(z.array(classVideoSchema)) } } },
    async (request) => ({ message: '', data: await listClassVideos(db, request.params.id) }),
  );

  app.delete(
    '/classes/:id/videos/:videoId',
    {
      config: staffOfClass,
      schema: {
        tags,
        description: 'Takes the video off the class; the video stays in Recorded Sessions.',
        params: classVideoParamsSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await unlinkClassVideo(db, request.params.id, request.params.videoId);
      return { message: request.t('Video removed from the class successfully'), data: null };
    },
  );
};
