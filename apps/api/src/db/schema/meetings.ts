import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { MeetingMainType, MeetingProviderName } from '@backoffice/contract';
import { timestamps } from './columns';
import { classes } from './classes';
import { users } from './users';

/** A meeting or webinar of one or more classes, hosted by a provider (a pasted link or Zoom). */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    topic: varchar('topic', { length: 200 }).notNull(),
    mainType: varchar('main_type', { length: 10 }).$type<MeetingMainType>().notNull(),
    /** 2 scheduled meeting, 3 link meeting; webinars: 5 webinar, 6 webinar with registration. */
    type: integer('type').notNull(),
    webinarType: integer('webinar_type'),
    agenda: text('agenda'),
    password: varchar('password', { length: 10 }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** HH:mm, the school's local time. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    provider: varchar('provider', { length: 10 }).$type<MeetingProviderName>().notNull(),
    /** The provider's id (Zoom's meeting id); null for a pasted link. */
    externalId: varchar('external_id', { length: 64 }),
    joinUrl: varchar('join_url', { length: 2000 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // admin/meetings ORDER BY start, id; a student's upcoming meetings
    index('meetings_start_idx').on(t.startDate, t.startTime, t.id),
  ],
);

export const meetingClasses = pgTable(
  'meeting_classes',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.classId] }), index('meeting_classes_class_idx').on(t.classId)],
);

/** A student joining through the app (home/meetings/{id}/join), one row per join. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Known when the provider reports it (Zoom); a pasted link cannot tell. */
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [index('meeting_participants_meeting_idx').on(t.meetingId, t.joinedAt, t.id)],
);
