import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** The database's clock at the write; drizzle adds it to every update (and upsert) that does not set updated_at itself. */
export const touchedNow = () => sql`now()`;

/** created_at / updated_at: updated_at moves on every update through drizzle (raw SQL updates set it themselves). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow().$onUpdate(touchedNow),
};
