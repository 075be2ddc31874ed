import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { GradingRange, GradingType, ScoreSource } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessments, studentScores } from '../../db/schema';

/** A graded item of a class (homework, quiz or exam) as reports and statistics show it. */
export type ClassItem = {
  kind: ScoreSource;
  id: number;
  name: string;
  maxScore: number;
  /** Due date, 'YYYY-MM-DD'. */
  date: string;
  gradingType: GradingType | null;
  grading: GradingRange[];
};

/**
 * The homework, quizzes and exams of a class, oldest due first, optionally those due in a period
 * (assessments_class_kind_due_idx, class_id first).
 */
export async function listClassItems(
  db: Db,
  classId: number,
  period?: { fromDate: string; toDate: string },
): Promise<ClassItem[]> {
  const rows = await db
    .select({
      kind: assessments.kind,
      id: assessments.id,
      name: assessments.name,
      maxScore: assessments.maxScore,
      date: sql<string>`to_char(${assessments.dueDate}, 'YYYY-MM-DD')`,
      gradingType: assessments.gradingType,
      grading: assessments.grading,
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.classId, classId),
        period ? gte(assessments.dueDate, period.fromDate) : undefined,
        period ? lt(assessments.dueDate, sql`(${period.toDate}::date + 1)::timestamp`) : undefined,
      ),
    )
    .orderBy(asc(assessments.dueDate), asc(assessments.id));
  return rows;
}

/** Scores of a class, of some students when given: one range of student_scores_item_unique (class_id first). */
export async function listScores(db: Db, classId: number, studentIds?: number[]) {
  if (studentIds && studentIds.length === 0) return [];
  return db
    .select({
      studentId: studentScores.studentId,
      kind: studentScores.sourceType,
      itemId: studentScores.sourceId,
      score: studentScores.score,
      maxScore: studentScores.maxScore,
    })
    .from(studentScores)
    .where(and(eq(studentScores.classId, classId), studentIds ? inArray(studentScores.studentId, studentIds) : undefined));
}
