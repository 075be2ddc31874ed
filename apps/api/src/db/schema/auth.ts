import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TokenAudience } from '@backoffice/contract';
import { users } from './users';

/** Sign-in tokens; only their SHA-256 is stored, so a leaked table signs nobody in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** staff tokens open admin/ routes, student tokens home/ student routes; the scopes never cross. */
    audience: varchar('audience', { length: 10 }).$type<TokenAudience>().notNull().default('staff'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // the purge job deletes by expiry
    index('auth_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Fixed-window counters shared by every process: the login limit, the sign-up limit and the
 * request limit of public routes. One row per key; `count` is raised and read in one statement.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // the purge job deletes windows that have ended
    index('rate_counters_reset_idx').on(t.resetAt),
  ],
);
