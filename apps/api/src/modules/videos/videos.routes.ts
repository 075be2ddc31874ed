import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { JOB_MESSAGES, type JobMessage, videosApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { currentUser } from '../../plugins/auth';
import { mediaSettingsOf } from '../media/media-settings';
import { listVideos, listVideoTypes } from './videos.service';
import { assignVideos, createVideo, deleteVideo, updateVideo } from './videos.write.service';
import { withVideoUpload } from './video-upload';
const staff = { guard: 'staff' } as const;
/** The upload form's classes: checked on the fields before its file, before a byte of it is stored (classesId comes first). */
const formScope = { scope: { classes: 'form.classesId' } } as const;
/** A video in the path: the caller's own uploads and those of their classes. */
const theVideo = { record: 'video', id: 'params.id' } as const;

/** A stored coded failure in the caller's language. */
const describeWith = (request: FastifyRequest) => (failure: JobMessage) =>
  request.t(JOB_MESSAGES[failure.code as keyof typeof JOB_MESSAGES] ?? failure.code, failure.params);

/** Recorded Sessions: admin/videos, its upload, edit, delete, class assignment and type suggestions. */
export const videosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, files } = context;
  const { videoMaxBytes } = mediaSettingsOf(context.settings);

  route(app, videosApi.list, {
    handler: async (request) => {
      const { rows, meta } = await listVideos(db, currentUser(request), request.query, describeWith(request));
      return { message: '', data: rows, meta };
    },
  });

  route(app, videosApi.upload, {
    config: formScope,
    handler: async (request) => {
      const id = await withVideoUpload(db, request, files, videoMaxBytes, async (fields, storedFile) => {
        return createVideo(context, currentUser(request), fields, storedFile);
      });
      return { message: request.t('Video uploaded successfully'), data: { id } };
    },
  });

  route(app, videosApi.update, {
    config: { scope: [theVideo, formScope.scope] },
    handler: async (request) => {
      await withVideoUpload(db, request, files, videoMaxBytes, async (fields, storedFile) => {
        return updateVideo(context, currentUser(request), request.params.id, fields, storedFile);
      });
      return { message: request.t('Video updated successfully'), data: null };
    },
  });

  route(app, videosApi.remove, {
    config: { scope: theVideo },
    handler: async (request) => {
      await deleteVideo(context, request.params.id);
      return { message: request.t('Video deleted successfully'), data: null };
    },
  });

  route(app, videosApi.assign, {
    config: { ...staff, scope: { classes: 'body.classesId' } },
    handler: async (request) => {
      await assignVideos(db, currentUser(request), request.body.videosId, request.body.classesId);
      return { message: request.t('Videos assigned successfully'), data: null };
    },
  });

  route(app, videosApi.videoTypes, {
    handler: async (request) => ({ message: '', data: await listVideoTypes(db, request.query.q) }),
  });
};
