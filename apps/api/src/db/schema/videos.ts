import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { JobMessage, VideoStatus } from '@backoffice/contract';
import { timestamps } from './columns';
import { classes } from './classes';

/** Recorded sessions; uploading and playback come with the videos module. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 190 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    status: varchar('status', { length: 20 }).$type<VideoStatus>().notNull().default('uploaded'),
    isSecure: boolean('is_secure').notNull().default(false),
    /** Public link of a video that is not secure. */
    url: text('url'),
    /** Generated name in the file store. */
    filePath: varchar('file_path', { length: 255 }),
    /** Id at the secure video provider. */
    externalId: varchar('external_id', { length: 190 }),
    embeddedHtml: text('embedded_html'),
    /** Why processing failed, as a coded message (shown in the reader's language). */
    failure: jsonb('failure').$type<JobMessage>(),
    /** Generated name in the file store of the HLS playlist (segments named inside it). */
    hlsPlaylist: varchar('hls_playlist', { length: 64 }),
    /** The AES-128 key of the HLS segments, hex; served only against a grant. */
    hlsKey: varchar('hls_key', { length: 32 }),
    /** The transcode job (jobs.id) of a secure upload. */
    jobId: integer('job_id'),
    /**
     * Length in seconds: measured by ffprobe when a secure upload is packaged; for a video without that
     * measure (an embed), the first player report fixes it. Progress reports never change it after.
     */
    durationSeconds: doublePrecision('duration_seconds'),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    // admin/videos list search on title (ILIKE '%q%')
    index('videos_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const classVideos = pgTable(
  'class_videos',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.videoId] }),
    // the classes of a video (videos list column)
    index('class_videos_video_idx').on(t.videoId),
  ],
);
