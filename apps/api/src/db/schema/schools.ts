import { sql } from 'drizzle-orm';
import { index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    /** Who receives the school's reports ('Send to Principal', the weekly school report). */
    principalName: varchar('principal_name', { length: 190 }),
    principalEmail: varchar('principal_email', { length: 190 }),
    ...timestamps,
  },
  (t) => [
    // POST admin/schools refuses a name already there, whatever its case
    uniqueIndex('schools_name_lower_unique').on(sql`lower(${t.name})`),
    // option search on name (ILIKE '%q%')
    index('schools_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
