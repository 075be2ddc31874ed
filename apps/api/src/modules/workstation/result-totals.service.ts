import { and, eq, inArray, sql } from 'drizzle-orm';
import { answersTotal, isSameTotal, type CountedAnswer, type TotalConflict } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, questions, questionVersions, studentAnswers } from '../../db/schema';

type CountedRow = CountedAnswer & { id: number };

/** A result's total before and after a batch of corrections, and whether the one it holds was entered by hand. */
export type PlannedTotal = {
  resultId: number;
  studentId: number;
  itemId: number;
  maxScore: number;
  current: number | null;
  after: number;
  /** The stored total is not what its answers computed before the corrections: the tab SAVE or the PDF grader wrote it. */
  isEnteredByHand: boolean;
};

/**
 * The results of a correction batch, locked until the transaction ends, with their answers and the points
 * of the question version each answered (the kept snapshot, else the question as it is).
 */
async function resultsWithAnswers(tx: Db, resultIds: number[]) {
  const [results, answers] = await Promise.all([
    tx
      .select({
        id: assessmentResults.id,
        studentId: assessmentResults.studentId,
        itemId: assessmentResults.assessmentId,
        score: assessmentResults.score,
        maxScore: assessments.maxScore,
      })
      .from(assessmentResults)
      .innerJoin(assessments, eq(assessments.id, assessmentResults.assessmentId))
      .where(inArray(assessmentResults.id, resultIds))
      .for('update', { of: assessmentResults }),
    tx
      .select({
        id: studentAnswers.id,
        resultId: studentAnswers.resultId,
        score: studentAnswers.score,
        corrected_score: studentAnswers.correctedScore,
        points: sql<number>`coalesce((${tx
          .select({ points: sql`(${questionVersions.snapshot} ->> 'points')::float8` })
          .from(questionVersions)
          .where(
            and(
              eq(questionVersions.questionId, studentAnswers.questionId),
              eq(questionVersions.version, studentAnswers.questionVersion),
            ),
          )}), ${questions.points}::float8, 0)`.mapWith(Number),
      })
      .from(studentAnswers)
      .leftJoin(questions, eq(questions.id, studentAnswers.questionId))
      .where(inArray(studentAnswers.resultId, resultIds)),
  ]);
  const answersOf = new Map<number, CountedRow[]>();
  for (const { resultId, ...answer } of answers) answersOf.set(resultId, [...(answersOf.get(resultId) ?? []), answer]);
  return results.map((result) => ({ ...result, answers: answersOf.get(result.id) ?? [] }));
}

/**
 * Each result's total once `corrections` (answer id → corrected score) apply. A stored total that equals its
 * answers' total before them was computed and follows the answers; any other (and not empty) was entered
 * by hand. Nothing is written here.
 */
export async function planTotals(tx: Db, resultIds: number[], corrections: ReadonlyMap<number, number>): Promise<PlannedTotal[]> {
  return (await resultsWithAnswers(tx, resultIds)).map((result) => {
    const before = answersTotal(result.answers, result.maxScore);
    const after = answersTotal(
      result.answers.map((answer) => ({ ...answer, corrected_score: corrections.get(answer.id) ?? answer.corrected_score })),
      result.maxScore,
    );
    return {
      resultId: result.id,
      studentId: result.studentId,
      itemId: result.itemId,
      maxScore: result.maxScore,
      current: result.score,
      after,
      isEnteredByHand: result.score !== null && !isSameTotal(result.score, before),
    };
  });
}

/** The results whose hand-entered total the corrections would change: the 409's data. */
export function replacedTotals(planned: readonly PlannedTotal[]): TotalConflict {
  return {
    results: planned
      .filter((total) => total.isEnteredByHand && !isSameTotal(total.current ?? 0, total.after))
      .map((total) => ({
        student_id: total.studentId,
        item_id: total.itemId,
        current_total: total.current ?? 0,
        computed_total: total.after,
      })),
  };
}

/** Writes the planned totals in one statement: each result corrected, its version raised. */
export async function writeTotals(tx: Db, userId: number, planned: readonly PlannedTotal[]) {
  if (planned.length === 0) return;
  const values = sql.join(
    planned.map((total) => sql`(${total.resultId}::int, ${total.after}::float8)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${assessmentResults}
    SET score = v.score, status = 'corrected', version = ${assessmentResults.version} + 1, updated_by = ${userId}, updated_at = now()
    FROM (VALUES ${values}) AS v(id, score) WHERE ${assessmentResults.id} = v.id`);
}
