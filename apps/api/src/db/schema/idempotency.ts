import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The first answer of a write sent with an `Idempotency-Key` (a workstation SAVE replayed from the offline
 * queue), written in the same transaction as the write: a replay of the key answers it again and writes
 * nothing. Keys are the caller's own (primary key with the user), kept two days (purgeOldIdempotencyKeys).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    /** Method and path of the request (`POST /api/admin/classes/3/attendance/…`). */
    route: varchar('route', { length: 300 }).notNull(),
    /** SHA-256 of the body and If-Match: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: smallint('status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    /** The ETag the first answer carried (a tab's version after the SAVE). */
    etag: varchar('etag', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // the daily purge (WHERE created_at < now() - 2 days)
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
