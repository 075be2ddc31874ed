import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** A file sent with a message (a report PDF), kept in the row so any process can deliver it. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
/** Extra header lines of a message, by name (a parent e-mail's List-Unsubscribe and List-Unsubscribe-Post). */
export type MailHeaders = Record<string, string>;

/**
 * Every e-mail the product sends, written before any delivery is tried: a message is never lost
 * when SMTP is down or unset, and the row records how its delivery went.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 190 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    headers: jsonb('headers').$type<MailHeaders>(),
    status: varchar('status', { length: 20 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    // finding messages still pending (re-queue, monitoring), oldest first
    index('outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);
