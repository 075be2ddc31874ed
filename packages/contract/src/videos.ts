import { z } from 'zod';
import { idField } from './common';

export const VIDEO_STATUSES = ['uploaded', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** A recorded video as the class videos dialog lists it. */
export const classVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  status: z.enum(VIDEO_STATUSES),
  isSecure: z.boolean(),
  createdAt: z.string(),
  /** Link that opens the video; null while a secure upload has none. */
  homeVideoUrl: z.string().nullable(),
});
export type ClassVideo = z.infer<typeof classVideoSchema>;

export const classVideoParamsSchema = z.object({
  id: idField(),
  videoId: idField(),
});
