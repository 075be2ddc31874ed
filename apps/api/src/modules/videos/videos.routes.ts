import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  assignVideosSchema,
  idParamSchema,
  itemResponse,
  JOB_MESSAGES,
  listResponse,
  messageResponse,
  selectOptionsQuerySchema,
  videoSchema,
  videosQuerySchema,
  type JobMessage,
} from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { mediaSettingsOf } from '../media/media-settings';
import { listVideos, listVideoTypes } from './videos.service';
import { assignVideos, createVideo, deleteVideo, updateVideo } from './videos.write.service';
import { withVideoUpload } from './video-upload';
import { authorize } from '../../plugins/policy';

const tags = ['videos'];
const staff = { guard: 'staff' } as const;
const multipart =
  'multipart/form-data: video (file, secure videos only), title, type, classesId[], is_secure (1|0), embedded_html.';

/** A stored coded failure in the caller's language. */
const describeWith = (request: FastifyRequest) => (failure: JobMessage) =>
  request.t(JOB_MESSAGES[failure.code as keyof typeof JOB_MESSAGES] ?? failure.code, failure.params);

/** Recorded Sessions: admin/videos, its upload, edit, delete, class assignment and type suggestions. */
export const videosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, files } = context;
  const { videoMaxBytes } = mediaSettingsOf(context.settings);

  app.get(
    '/videos',
    { config: staff, schema: { tags, querystring: videosQuerySchema, response: { 200: listResponse(videoSchema) } } },
    async (request) => {
      const { rows, meta } = await listVideos(db, currentUser(request), request.query, describeWith(request));
      return { message: '', data: rows, meta };
    },
  );

  app.post(
    '/videos/upload',
    {
      config: staff,
      schema: {
        tags,
        description: `${multipart} A secure video is checked by ffprobe (415), limited in size (413) and packaged as HLS in the background.`,
        response: { 200: itemResponse(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const id = await withVideoUpload(request, files, videoMaxBytes, async (fields, storedFile) => {
        await authorize(db, request, { classes: fields.classesId });
        return createVideo(context, currentUser(request), fields, storedFile);
      });
      return { message: request.t('Video uploaded successfully'), data: { id } };
    },
  );

  app.post(
    '/videos/:id/update',
    {
      config: staff,
      schema: {
        tags,
        description: `${multipart} The file is optional.`,
        params: idParamSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await withVideoUpload(request, files, videoMaxBytes, async (fields, storedFile) => {
        await authorize(db, request, { classes: fields.classesId });
        return updateVideo(context, currentUser(request), request.params.id, fields, storedFile);
      });
      return { message: request.t('Video updated successfully'), data: null };
    },
  );

  app.delete(
    '/videos/:id',
    { config: staff, schema: { tags, params: idParamSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteVideo(context, currentUser(request), request.params.id);
      return { message: request.t('Video deleted successfully'), data: null };
    },
  );

  app.post(
    '/classes/videos/assign',
    {
      config: { ...staff, scope: { classes: 'body.classesId' } },
      schema: { tags, body: assignVideosSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      await assignVideos(db, currentUser(request), request.body.videosId, request.body.classesId);
      return { message: request.t('Videos assigned successfully'), data: null };
    },
  );

  app.get(
    '/select-options/video-types',
    {
      config: staff,
      schema: {
        tags,
        description: 'Types already given to videos, containing q (at most 20).',
        querystring: selectOptionsQuerySchema,
        response: { 200: itemResponse(z.array(z.object({ value: z.string(), name: z.string() }))) },
      },
    },
    async (request) => ({ message: '', data: await listVideoTypes(db, request.query.q) }),
  );
};
