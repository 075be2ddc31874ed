import { z } from 'zod';

/** Longest video a progress report may describe (24 hours). */
const MAX_SECONDS = 86_400;
const seconds = (message: string) => z.number({ error: message }).finite(message).min(0, message).max(MAX_SECONDS, message);

/**
 * POST home/videos/{id}/progress, sent every 10-15 s while a student plays a video: where the player is
 * and how long the player finds the video (kept only for a video whose length the server has not measured).
 */
export const videoProgressBodySchema = z
  .object({
    position_seconds: seconds('The position must be a number of seconds'),
    duration_seconds: seconds('The duration must be a number of seconds').positive('The duration must be a number of seconds'),
  })
  .refine((body) => body.position_seconds <= body.duration_seconds + 1, {
    path: ['position_seconds'],
    message: 'The position cannot be past the end of the video',
  });
export type VideoProgressBody = z.infer<typeof videoProgressBodySchema>;

/** What the server keeps per student and video; duration_seconds is the video's length as the server holds it. */
export const videoProgressSchema = z.object({
  video_id: z.number().int(),
  furthest_seconds: z.number(),
  watched_seconds: z.number(),
  duration_seconds: z.number(),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;
