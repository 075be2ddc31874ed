import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { JobMessage, JobRowError, JobStatus, JobType } from '@backoffice/contract';
import { timestamps } from './columns';
import { users } from './users';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every background job a screen lists (imports, exports; reports, video processing and bulk mail
 * later). The work runs in a pg-boss worker registered for `type` (apps/api/src/jobs/job-types.ts);
 * this row is what people see, the queue only carries its id.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The registered job type, also its pg-boss queue name: 'student-import', 'student-export'. */
    type: varchar('type', { length: 50 }).$type<JobType>().notNull(),
    status: varchar('status', { length: 20 }).$type<JobStatus>().notNull().default('pending'),
    /** What the job works on, as a screen names it: 'students'. */
    entityType: varchar('entity_type', { length: 50 }).notNull(),
    /** The name a person reads: the uploaded file's, or the result's download name. */
    fileName: varchar('file_name', { length: 255 }),
    /** What the worker needs, per type (an import's stored upload and its only_valid choice). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    /** Generated name in the file store of what the job produced (an export's sheet). */
    resultFile: varchar('result_file', { length: 100 }),
    progressDone: integer('progress_done').notNull().default(0),
    /** Null while the worker does not know how much there is. */
    progressTotal: integer('progress_total'),
    /** Why it failed, or what a completed job has to say (rows skipped), as a code with values. */
    error: jsonb('error').$type<JobMessage>(),
    rowErrors: jsonb('row_errors').$type<JobRowError[]>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    /** The process running it, "host/pid/token" (jobs/job-owner.ts); kept after the end as who ran it. */
    owner: varchar('owner', { length: 200 }),
    /** Refreshed every few seconds by the owner while it runs the job: a stale one means the owner is gone. */
    heartbeatAt: moment('heartbeat_at'),
    ...timestamps,
  },
  (t) => [
    // a non-admin's own jobs, newest first
    index('jobs_owner_idx').on(t.createdBy, t.id),
    // one kind of job, newest first (the Import and Export tabs)
    index('jobs_type_idx').on(t.type, t.id),
    // search on file name (ILIKE '%q%')
    index('jobs_file_name_trgm_idx').using('gin', sql`${t.fileName} gin_trgm_ops`),
    // the jobs in progress: an owner's heartbeat, and the sweep of those whose owner is gone
    index('jobs_in_progress_idx')
      .on(t.id)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);
