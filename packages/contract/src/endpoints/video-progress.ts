import { idParamSchema, itemResponse } from '../common';
import { videoProgressBodySchema, videoProgressSchema } from '../video-progress';
import { endpoint } from '../endpoint';

export const videoProgressApi = {
  save: endpoint({
    method: 'POST',
    path: '/home/videos/:id/progress',
    guard: 'student',
    params: idParamSchema,
    body: videoProgressBodySchema,
    response: itemResponse(videoProgressSchema),
    description:
      "A video of one of the student's classes: keeps the furthest point and adds the seconds played since the last report (seeks are not counted).",
  }),
};
