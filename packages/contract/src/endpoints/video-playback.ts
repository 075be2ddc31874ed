import { z } from 'zod';
import { idField, idParamSchema, itemResponse } from '../common';
import { grantQuerySchema, videoCipherSchema } from '../videos';
import { endpoint } from '../endpoint';

export const segmentParamsSchema = z.object({ id: idField(), name: z.string().regex(/^[a-f0-9]{32}\.ts$/) });

export const videoPlaybackApi = {
  cipher: endpoint({
    method: 'GET',
    path: '/home/videos-from-cipher/:id',
    guard: 'viewer',
    params: idParamSchema,
    response: itemResponse(videoCipherSchema),
    // a video still processing, or not a secure one
    errors: [409],
    description:
      "Staff of the video's classes or a student enrolled in one: otp, a grant for this viewer and this video valid for minutes; playbackInfo, the HLS playlist address.",
  }),
  hlsIndex: endpoint({
    method: 'GET',
    path: '/home/videos/:id/hls/index.m3u8',
    guard: 'viewer',
    params: idParamSchema,
    query: grantQuerySchema,
    response: 'file',
    fileType: 'application/vnd.apple.mpegurl',
    description:
      'The playlist, with the bearer token of the viewer the grant was made for: without a sign-in 401; a grant that is not live, is for another file or another viewer 403.',
  }),
  hlsKey: endpoint({
    method: 'GET',
    path: '/home/videos/:id/hls/key',
    guard: 'viewer',
    params: idParamSchema,
    query: grantQuerySchema,
    response: 'file',
    description:
      'The AES-128 key, with the bearer token of the viewer the grant was made for: without a sign-in 401; a grant that is not live, is for another file or another viewer 403.',
  }),
  hlsSegment: endpoint({
    method: 'GET',
    path: '/home/videos/:id/hls/segments/:name',
    guard: 'public',
    params: segmentParamsSchema,
    query: grantQuerySchema,
    response: 'file',
    // a grant that is not live, or is for another file
    errors: [403],
    description: 'An encrypted segment: the grant alone fetches it (its key needs the viewer’s sign-in too).',
  }),
};
