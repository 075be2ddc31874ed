import { sql } from 'drizzle-orm';
import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const centers = pgTable(
  'centers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    ...timestamps,
  },
  (t) => [
    // list search on name (ILIKE '%q%')
    index('centers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // the Centers page ORDER BY name, id
    index('centers_name_idx').on(t.name, t.id),
  ],
);
