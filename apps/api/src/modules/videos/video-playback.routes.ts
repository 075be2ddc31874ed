import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { videoPlaybackApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../plugins/endpoints';
import { currentStudent } from '../../plugins/auth';
import { assertStudentVideo } from '../media/student-media.service';
import { findVisibleVideo } from './video-access';
import { assertGrant } from '../media/media-grants.service';
import { issueVideoGrant, readGrantedPlaylist, readVideoKey, readVideoSegment } from './video-playback.service';
/**
 * The packaged files are fetched by the player without a bearer token: the grant in the query is the
 * check (one viewer, one video, minutes long), and segments come many a minute, so no per-address limit.
 */
const granted = { guard: 'public', rateLimit: false } as const;

/** Secure playback: a grant for one video (home/videos-from-cipher), then its playlist, key and segments. */
export const videoPlaybackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  app.route({
    ...routeOf(app, videoPlaybackApi.cipher),
    handler: async (request) => {
      if (request.user) {
        const viewer = { audience: 'staff' as const, id: request.user.id, label: request.user.email };
        return {
          message: '',
          data: await issueVideoGrant(db, viewer, await findVisibleVideo(db, request.user, request.params.id)),
        };
      }
      const student = currentStudent(request);
      const viewer = { audience: 'student' as const, id: student.id, label: student.email };
      return { message: '', data: await issueVideoGrant(db, viewer, await assertStudentVideo(db, student, request.params.id)) };
    },
  });

  app.route({
    ...routeOf(app, videoPlaybackApi.hlsIndex, { config: granted }),
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'video', id: request.params.id });
      const playlist = await readGrantedPlaylist(db, files, request.params.id, request.query.grant);
      return reply.type('application/vnd.apple.mpegurl').send(playlist);
    },
  });

  app.route({
    ...routeOf(app, videoPlaybackApi.hlsKey, { config: granted }),
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'video', id: request.params.id });
      return reply.type('application/octet-stream').send(await readVideoKey(db, request.params.id));
    },
  });

  app.route({
    ...routeOf(app, videoPlaybackApi.hlsSegment, { config: granted }),
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'video', id: request.params.id });
      const segment = await readVideoSegment(db, files, request.params.id, request.params.name);
      return reply.type('video/mp2t').send(segment);
    },
  });
};
