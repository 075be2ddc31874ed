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
    // a secure video not packaged yet
    errors: [409],
    description:
      "A video of one of the student's classes: keeps the furthest point and adds the seconds played since the last report (seeks are not counted). The video's length is the server's (measured at upload; for a video that is not secure, the first reported length, kept): a report never changes it, and the position is clamped to it.",
  }),
};
