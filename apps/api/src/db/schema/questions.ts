import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { QuestionType } from '@backoffice/contract';
import { timestamps } from './columns';
import { classCategories } from './courses';
import { users } from './users';

/** Chapters of a course that questions are filed under and drawn from. */
export const educationalParts = pgTable(
  'educational_parts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    // A course with parts cannot be deleted (the course service answers 409 first).
    classCategoryId: integer('class_category_id')
      .notNull()
      .references(() => classCategories.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    // admin/educational-parts list search on name (ILIKE '%q%')
    index('educational_parts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // select-options by course, the parts of a teacher's courses, and the 409 check before deleting a course
    index('educational_parts_class_category_idx').on(t.classCategoryId),
  ],
);

/** The bank. A question used by an exam or quiz is archived instead of deleted (archived_at set). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    type: varchar('type', { length: 20 }).$type<QuestionType>().notNull(),
    points: numeric('points', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    complexity: smallint('complexity').notNull(),
    /**
     * The one course all its parts belong to: the scope of a teaching assistant's writes. Set while the
     * question is active (a course with parts cannot go); null only for an archived question whose course went.
     */
    classCategoryId: integer('class_category_id').references(() => classCategories.id, { onDelete: 'set null' }),
    /** Raised when a used question is edited; the answered versions are in question_versions. */
    version: integer('version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    // admin/questions search on text (ILIKE '%q%')
    index('questions_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
    // the complexity and type filters of the list, newest first, active questions only
    index('questions_active_complexity_idx')
      .on(t.complexity, t.type, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    // the 409 check before deleting a course
    index('questions_class_category_idx').on(t.classCategoryId),
  ],
);

/** Which parts a question is filed under (one course, one or more parts). */
export const questionEducationalParts = pgTable(
  'question_educational_parts',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    // Only archived questions are still linked when a part goes (the service answers 409 for active ones).
    educationalPartId: integer('educational_part_id')
      .notNull()
      .references(() => educationalParts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.educationalPartId] }),
    // the part filter of the list, the draw preview and questionsCount (WHERE educational_part_id = ?)
    index('question_educational_parts_part_idx').on(t.educationalPartId, t.questionId),
  ],
);

/** Options of a single_choice question, ordered from 1. */
export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    order: smallint('order').notNull(),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [
    // the options of a page of questions, in order (WHERE question_id IN (...) ORDER BY order)
    uniqueIndex('question_options_question_order_unique').on(t.questionId, t.order),
  ],
);

/** A question as it was when it was used: what its answers were given against. */
export type QuestionSnapshot = {
  text: string;
  type: QuestionType;
  points: number;
  complexity: number;
  options: { order: number; text: string; is_correct: boolean }[];
};

/** Earlier versions of used questions, written before an edit replaces them. */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Read and written whole. */
    snapshot: jsonb('snapshot').$type<QuestionSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // the version an answer was given against (WHERE question_id = ? AND version = ?)
    uniqueIndex('question_versions_question_version_unique').on(t.questionId, t.version),
  ],
);

/**
 * Each use of a question by an exam, quiz or homework, statically or drawn for one student, with the
 * version used. Written by the workstation (recordQuestionUse); a used question is archived, never deleted.
 */
export const questionUses = pgTable(
  'question_uses',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    usedBy: varchar('used_by', { length: 20 }).$type<'exam' | 'quiz' | 'homework'>().notNull(),
    usedById: integer('used_by_id').notNull(),
    /** The student it was drawn for; null when the exam or quiz holds it for everyone. */
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // "is this question used?" before a delete or an edit (WHERE question_id = ?)
    index('question_uses_question_idx').on(t.questionId),
  ],
);
