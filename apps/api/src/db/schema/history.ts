import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { HistoryEntity } from '@backoffice/contract';
import { users } from './users';

/**
 * Every change of a record people are judged by (a status, a score, a correction, an enrolment, an account),
 * written in the transaction of the change itself: one row per changed value, old and new as JSON.
 * class_id, student_id and item_id carry no foreign key: the history outlives what it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    entity: varchar('entity', { length: 20 }).$type<HistoryEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    classId: integer('class_id'),
    studentId: integer('student_id'),
    itemId: integer('item_id'),
    field: varchar('field', { length: 40 }).notNull(),
    old: jsonb('old'),
    new: jsonb('new'),
    /** The change that put `old` back (a revert is itself a row of the history). */
    revertedBy: bigint('reverted_by', { mode: 'number' }),
  },
  (t) => [
    // the history of a class (a register's History, a teaching assistant's audit list), newest first
    index('audit_log_class_idx').on(t.classId, t.id),
    // the version of a workstation tab (its ETag: the newest change of that kind in the class) and the
    // changes since it that a stale SAVE would overwrite
    index('audit_log_class_entity_idx').on(t.classId, t.entity, t.id),
    // the history of a student (their row's History), newest first
    index('audit_log_student_idx').on(t.studentId, t.id),
    // the history of an item (a column's History) and of one cell (item and student), newest first
    index('audit_log_item_idx').on(t.itemId, t.studentId, t.id),
    // what one person changed
    index('audit_log_user_idx').on(t.userId, t.id),
    // one kind of change (the audit screen's entity filter)
    index('audit_log_entity_idx').on(t.entity, t.id),
  ],
);
