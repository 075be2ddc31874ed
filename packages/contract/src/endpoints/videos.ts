import { z } from 'zod';
import { idParamSchema, itemResponse, listResponse, messageResponse } from '../common';
import { assignVideosSchema, selectOptionsQuerySchema, videoSchema, videosQuerySchema } from '../videos';
import { endpoint } from '../endpoint';

export const videosApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/videos',
    guard: 'staff',
    query: videosQuerySchema,
    response: listResponse(videoSchema),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/videos/upload',
    guard: 'staff',
    response: itemResponse(z.object({ id: z.number().int() })),
    form: true,
    description:
      'multipart/form-data: video (file, secure videos only), title, type, classesId[], is_secure (1|0), embedded_html. A secure video is checked by ffprobe (415), limited in size (413) and packaged as HLS in the background.',
  }),
  update: endpoint({
    method: 'POST',
    path: '/admin/videos/:id/update',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
    form: true,
    description:
      'multipart/form-data: video (file, secure videos only), title, type, classesId[], is_secure (1|0), embedded_html. The file is optional.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/videos/:id',
    guard: 'staff',
    params: idParamSchema,
    response: messageResponse,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/admin/classes/videos/assign',
    guard: 'staff',
    body: assignVideosSchema,
    response: messageResponse,
  }),
  videoTypes: endpoint({
    method: 'GET',
    path: '/admin/select-options/video-types',
    guard: 'staff',
    query: selectOptionsQuerySchema,
    response: itemResponse(z.array(z.object({ value: z.string(), name: z.string() }))),
    description: 'Types already given to videos, containing q (at most 20).',
  }),
};
