import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Short-lived grants to play one video or read one PDF: made for one viewer (staff user or student)
 * and one file, stored hashed like sign-in tokens, so any API process can check them.
 */
export const mediaGrants = pgTable(
  'media_grants',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the grant token (lib/tokens.ts). */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** 'video' | 'pdf'. */
    resourceType: varchar('resource_type', { length: 10 }).$type<'video' | 'pdf'>().notNull(),
    resourceId: integer('resource_id').notNull(),
    /** 'staff' | 'student': whose id userId is. */
    audience: varchar('audience', { length: 10 }).$type<'staff' | 'student'>().notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // purge of expired grants
    index('media_grants_expires_idx').on(t.expiresAt),
  ],
);
