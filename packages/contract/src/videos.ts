import { z } from 'zod';
import { idField, idListField, MAX_PAGE_SIZE, PAGE_SIZE, pageField, searchField, textField } from './common';

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

/** Largest video upload, in bytes, unless the server is configured otherwise (VIDEO_MAX_MB). */
export const VIDEO_MAX_BYTES = 2 * 1024 ** 3;
/** File extensions a video upload may carry; its content is checked by ffprobe on the server. */
export const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.m4v', '.mkv', '.webm', '.avi'] as const;
/** Minutes a playback grant (otp) stays valid. */
export const MEDIA_GRANT_MINUTES = 15;

const FILL_ALL = 'Please fill all the fields';
const SELECT_CLASSES = 'Please select classes';

/** A class of a video or a PDF: id and name, as the lists show them. */
export const mediaClassSchema = z.object({ value: z.number().int(), name: z.string() });

/** A row of Recorded Sessions. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  status: z.enum(VIDEO_STATUSES),
  /** Why processing failed (a server message in the reader's language); null otherwise. */
  failureReason: z.string().nullable(),
  isSecure: z.boolean(),
  embeddedHtml: z.string().nullable(),
  /** The embedded player's address of a video that is not secure; null for a secure one (played through a grant). */
  homeVideoUrl: z.string().nullable(),
  classes: z.array(mediaClassSchema),
  createdAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videosQuerySchema = z.object({
  q: searchField,
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  /** '1' secure only, '0' not secure only; absent for all. */
  is_secure: z.enum(['1', '0']).optional(),
});
export type VideosQuery = z.infer<typeof videosQuerySchema>;

/** A class id list that must hold one class at least. */
const classIdsField = (message: string) => idListField(message).refine((ids) => ids.length > 0, { message });

/** The text fields of the upload and update forms (multipart, so every value arrives as text). */
export const videoFieldsSchema = z
  .object({
    title: textField(FILL_ALL).trim().min(1, FILL_ALL).max(190),
    type: textField(FILL_ALL).trim().min(1, FILL_ALL).max(100),
    classesId: classIdsField(FILL_ALL),
    is_secure: z.enum(['1', '0'], { error: 'Secure must be 1 or 0' }).default('0'),
    embedded_html: textField().trim().max(5000).optional(),
  })
  .transform(({ is_secure, embedded_html, ...fields }) => ({
    ...fields,
    isSecure: is_secure === '1',
    embeddedHtml: embedded_html || null,
  }));
export type VideoFields = z.infer<typeof videoFieldsSchema>;

export const assignVideosSchema = z.object({
  videosId: idListField().refine((ids) => ids.length > 0, { message: 'Please select videos' }),
  classesId: classIdsField(SELECT_CLASSES),
});

/** data of home/videos-from-cipher/{id}: a short-lived grant and the address of the HLS manifest. */
export const videoCipherSchema = z.object({ otp: z.string(), playbackInfo: z.string() });
export type VideoCipher = z.infer<typeof videoCipherSchema>;

export const selectOptionsQuerySchema = z.object({ q: searchField });

/**
 * A served file behind a grant: its address, valid for MEDIA_GRANT_MINUTES and only fetched with the
 * bearer token of the viewer it was made for (never an `<iframe>` or link that could not send it).
 */
export const fileGrantSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type FileGrant = z.infer<typeof fileGrantSchema>;

export const grantQuerySchema = z.object({ grant: z.string().min(1).max(100) });
