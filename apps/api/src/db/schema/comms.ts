import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { classes } from './classes';
import { outbox } from './mail';
import { users } from './users';

/** One notification sent by staff to (part of) a class; its recipients are rows below. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 190 }).notNull(),
    body: text('body').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // the history of a class, newest first
    index('notifications_class_created_idx').on(t.classId, t.createdAt),
  ],
);

/** One row per student a notification reached, written for the whole class in one INSERT … SELECT. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.studentId] }),
    // a student's inbox, newest first, and the unread count
    index('notification_recipients_student_idx').on(t.studentId, t.notificationId),
    index('notification_recipients_unread_idx')
      .on(t.studentId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** One e-mail composed for a class; its sanitised body is what every recipient got. */
export const classEmails = pgTable(
  'class_emails',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** The body after sanitising, before the branded layout. */
    body: text('body').notNull(),
    includeParents: boolean('include_parents').notNull().default(false),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('class_emails_class_created_idx').on(t.classId, t.createdAt)],
);

/** Each address a class e-mail went to, with its outbox row (whose status is the delivery's). */
export const classEmailRecipients = pgTable(
  'class_email_recipients',
  {
    id: serial('id').primaryKey(),
    classEmailId: integer('class_email_id')
      .notNull()
      .references(() => classEmails.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    /** student, mother or father */
    kind: varchar('kind', { length: 10 }).notNull(),
  },
  (t) => [index('class_email_recipients_email_idx').on(t.classEmailId, t.id)],
);
