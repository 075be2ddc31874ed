import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { NoteKind } from '@backoffice/contract';
import { timestamps } from './columns';
import { centers } from './centers';
import { classes } from './classes';
import { users } from './users';

/** Notes, dropped and transfer records of a class or of a center (exactly one of the two). */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<NoteKind>().notNull(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    centerId: integer('center_id').references(() => centers.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('notes_one_owner', sql`(${t.classId} IS NULL) <> (${t.centerId} IS NULL)`),
    // admin/classes/{id}/{kind}, newest first
    index('notes_class_kind_idx').on(t.classId, t.kind, t.id),
    // admin/centers/{id}/{kind}, newest first
    index('notes_center_kind_idx').on(t.centerId, t.kind, t.id),
  ],
);
