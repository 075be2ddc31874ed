import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { videoPlaybackApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../plugins/endpoints';
import { findVideo } from './video-row';
import { assertGrant, viewerOf } from '../media/media-grants.service';
import { issueVideoGrant, readGrantedPlaylist, readVideoKey, readVideoSegment } from './video-playback.service';
/**
 * The playlist and the key answer only the grant together with the sign-in of the viewer it was made for
 * (the player sends the bearer token on them), so a copied grant plays nothing. Segments are AES-128
 * encrypted and come many a minute: the grant alone fetches them, with no per-address limit.
 */
const encryptedSegment = { guard: 'public', rateLimit: false } as const;

/** Secure playback: a grant for one video (home/videos-from-cipher), then its playlist, key and segments. */
export const videoPlaybackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, files }) => {
  route(app, videoPlaybackApi.cipher, {
    config: { scope: { record: 'video', id: 'params.id' } },
    handler: async (request) => {
      const video = await findVideo(db, request.params.id);
      return { message: '', data: await issueVideoGrant(db, viewerOf(request), video) };
    },
  });

  route(app, videoPlaybackApi.hlsIndex, {
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'video', id: request.params.id }, viewerOf(request));
      const playlist = await readGrantedPlaylist(db, files, request.params.id, request.query.grant);
      return reply.type('application/vnd.apple.mpegurl').send(playlist);
    },
  });

  route(app, videoPlaybackApi.hlsKey, {
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'video', id: request.params.id }, viewerOf(request));
      return reply.type('application/octet-stream').send(await readVideoKey(db, request.params.id));
    },
  });

  route(app, videoPlaybackApi.hlsSegment, {
    config: encryptedSegment,
    handler: async (request, reply) => {
      await assertGrant(db, request.query.grant, { type: 'video', id: request.params.id }, null);
      const segment = await readVideoSegment(db, files, request.params.id, request.params.name);
      return reply.type('video/mp2t').send(segment);
    },
  });
};
