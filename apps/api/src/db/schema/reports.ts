import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Language, ReportDay } from '@backoffice/contract';
import { timestamps } from './columns';
import { classes } from './classes';
import { jobs } from './jobs';
import { users } from './users';

/**
 * The one row (id 1) of the admin settings: the school's time zone, when the weekly reports are generated, and when each
 * kind last ran, so a run missed while the server was down runs once on start.
 */
export const reportSettings = pgTable(
  'report_settings',
  {
    id: integer('id').primaryKey().default(1),
    enableAutoGeneration: boolean('enable_auto_generation').notNull().default(false),
    classDay: varchar('class_day', { length: 10 }).$type<ReportDay>().notNull().default('thursday'),
    classTime: varchar('class_time', { length: 5 }).notNull().default('18:00'),
    schoolDay: varchar('school_day', { length: 10 }).$type<ReportDay>().notNull().default('thursday'),
    schoolTime: varchar('school_time', { length: 5 }).notNull().default('19:00'),
    /** The school's IANA time zone; null: SCHOOL_TIMEZONE's (Africa/Cairo by default). */
    timeZone: varchar('time_zone', { length: 64 }),
    classLastRunAt: timestamp('class_last_run_at', { withTimezone: true, mode: 'date' }),
    schoolLastRunAt: timestamp('school_last_run_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [check('report_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A performance report PDF asked for (or scheduled) for a class or one of its students; its job row
 * holds the status, the produced file and why it failed.
 */
export const performanceReports = pgTable(
  'performance_reports',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** The language of the request: the PDF is written in it. */
    language: varchar('language', { length: 2 }).$type<Language>().notNull().default('en'),
    sendToPrincipal: boolean('send_to_principal').notNull().default(false),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // the reports list, newest first; a TA's list filters on class_id
    index('performance_reports_class_idx').on(t.classId, t.id),
    // the report of a job (the worker's lookup)
    index('performance_reports_job_idx').on(t.jobId),
  ],
);
