import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ReportDay } from '@backoffice/contract';
import { timestamps } from './columns';
import { outbox } from './mail';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The one row (id 1) of the weekly e-mail to parents: on or off, its day and time, and when it last
 * ran, so several processes (or a restart) claim each slot once.
 */
export const parentDigestSettings = pgTable(
  'parent_digest_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    day: varchar('day', { length: 10 }).$type<ReportDay>().notNull().default('thursday'),
    time: varchar('time', { length: 5 }).notNull().default('17:00'),
    lastRunAt: at('last_run_at'),
    ...timestamps,
  },
  (t) => [check('parent_digest_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Each weekly e-mail written to the outbox: one per parent address, student and week. The unique key
 * is what makes a second run of the same week (another process, a retry) send nothing.
 */
export const parentDigestSends = pgTable(
  'parent_digest_sends',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: varchar('email', { length: 190 }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the week the e-mail summarises. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parent_digest_sends_once_unique').on(t.email, t.studentId, t.weekStart),
    index('parent_digest_sends_student_idx').on(t.studentId),
  ],
);

/** Parent addresses that asked for no more e-mail (lower-cased): every parent e-mail skips them. */
export const unsubscribedAddresses = pgTable('unsubscribed_addresses', {
  email: varchar('email', { length: 190 }).primaryKey(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Keys of the tokens the app signs (HMAC), one per purpose, made at first use: kept in the database so
 * every process signs and checks with the same key, without a secret to configure.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: varchar('purpose', { length: 40 }).primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
