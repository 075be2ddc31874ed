import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ScoreSource } from '@backoffice/contract';
import { timestamps } from './columns';
import { classes } from './classes';
import { users } from './users';

/**
 * One graded item of a student in a class: homework, quiz and exam modules write (upsert) here when
 * they grade, so ranking and averages read one table. Rank = sum(score) / sum(max_score) * 100.
 */
export const studentScores = pgTable(
  'student_scores',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceType: varchar('source_type', { length: 20 }).$type<ScoreSource>().notNull(),
    sourceId: integer('source_id').notNull(),
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    ...timestamps,
  },
  (t) => [
    // one score per item and student; also the per-class ranking aggregate (WHERE class_id = ? GROUP BY student_id)
    uniqueIndex('student_scores_item_unique').on(t.classId, t.studentId, t.sourceType, t.sourceId),
    // a student's average over all classes (Students Accounts rankAverage)
    index('student_scores_student_idx').on(t.studentId),
    check('student_scores_max_positive', sql`${t.maxScore} > 0`),
    check('student_scores_score_range', sql`${t.score} >= 0 AND ${t.score} <= ${t.maxScore}`),
  ],
);
