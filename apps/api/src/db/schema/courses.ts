import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { GradeType, PaperGrade } from '@backoffice/contract';
import { timestamps } from './columns';

/** Courses (class categories); classes may belong to one. */
export const classCategories = pgTable(
  'class_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    gradeType: varchar('grade_type', { length: 3 }).$type<GradeType>().notNull().default('1-9'),
    ...timestamps,
  },
  (t) => [
    // admin/class-categories list search on name (ILIKE '%q%')
    index('class_categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // the Courses page ORDER BY name, id
    index('class_categories_name_idx').on(t.name, t.id),
  ],
);

/** Papers of a course; deleted with their course. */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    classCategoryId: integer('class_category_id')
      .notNull()
      .references(() => classCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 190 }).notNull(),
    maxGrade: numeric('max_grade', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    averageDate: date('average_date', { mode: 'string' }).notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    /** Grade boundaries, read and written whole with the paper. */
    grades: jsonb('grades').$type<PaperGrade[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // the papers of a page of courses (WHERE class_category_id IN (...))
    index('papers_class_category_idx').on(t.classCategoryId),
  ],
);

/** Course calendar events; deleted with their course. */
export const classCategoryEvents = pgTable(
  'class_category_events',
  {
    id: serial('id').primaryKey(),
    classCategoryId: integer('class_category_id')
      .notNull()
      .references(() => classCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 190 }).notNull(),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    ...timestamps,
  },
  (t) => [
    // admin/class-categories/events?class_category_id&from&to, ordered by date
    index('class_category_events_category_start_idx').on(t.classCategoryId, t.startAt),
  ],
);
