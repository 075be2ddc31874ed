import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { touchedNow } from './columns';
import { users } from './users';
import { videos } from './videos';
import { assessmentResults } from './workstation';

/**
 * Sign-ups staff rejected: the account row is deleted, but its e-mail and password hash stay here for a while,
 * so that whoever knows the password is told why they cannot sign in (nobody else learns the e-mail was used).
 */
export const studentRejections = pgTable(
  'student_rejections',
  {
    /** lower(e-mail) */
    email: varchar('email', { length: 190 }).primaryKey(),
    passwordHash: text('password_hash'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // the purge job forgets old rejections
    index('student_rejections_rejected_idx').on(t.rejectedAt),
  ],
);

/** How far each student got in each video and how long they watched it (home/videos/{id}/progress). */
export const videoProgress = pgTable(
  'video_progress',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The furthest point reached, in seconds. */
    furthestSeconds: doublePrecision('furthest_seconds').notNull().default(0),
    /** Seconds of playback counted (re-watching counts again; seeking does not). */
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    lastPositionSeconds: doublePrecision('last_position_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow().$onUpdate(touchedNow),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.videoId] }),
    // the dashboard's average watches per video (WHERE video_id = ?)
    index('video_progress_video_idx').on(t.videoId),
  ],
);

/** One question of a drawn paper, with the version the student was shown. */
export type PaperEntry = { question_id: number; version: number; order: number };

/**
 * A student's quiz or exam paper, drawn once on start (static questions as set, dynamic ones drawn with a
 * cryptographic random source) and kept, so a reload shows the same questions. One per result.
 */
export const studentPapers = pgTable('student_papers', {
  resultId: integer('result_id')
    .primaryKey()
    .references(() => assessmentResults.id, { onDelete: 'cascade' }),
  /** Read and written whole, in the order shown. */
  questions: jsonb('questions').$type<PaperEntry[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** When answers stop being taken: the due date, or earlier with a duration. */
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
});
