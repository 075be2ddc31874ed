import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssessmentKind, StudentAnswer, StudentAssessment } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, questionOptions, questions, studentAnswers } from '../../db/schema';
import { conflict, notFound } from '../../plugins/app-error';
import { findQuestionVersion } from '../questions/question-uses.service';
import { findAssessment, itemFieldsOf, NO_RESULT, questionsOfItem, resultsOf } from './assessments.service';
import { writeRankingScores } from './assessment-scores.service';
import { planTotals, replacedTotals, writeTotals, type PlannedTotal } from './result-totals.service';
import { lockCells, recordChanges, type Change } from '../audit-log/record-changes';
import { BatchErrors, classRoster } from './workstation.shared';

/** A student's result of an item with their answers, each against the question version they answered. */
export async function getStudentAssessment(
  db: Db,
  classId: number,
  kind: AssessmentKind,
  itemId: number,
  studentId: number,
): Promise<StudentAssessment> {
  const item = await findAssessment(db, classId, kind, itemId);
  const student = (await classRoster(db, classId)).find((row) => row.id === studentId);
  if (!student) throw notFound();
  const [[result], questionList] = await Promise.all([resultsOf(db, [itemId], studentId), questionsOfItem(db, itemId)]);
  const answerRows = result
    ? await db
        .select()
        .from(studentAnswers)
        .where(eq(studentAnswers.resultId, result.id))
        .orderBy(asc(studentAnswers.order), asc(studentAnswers.id))
    : [];
  // Option ids exist for the current version of a question (the one a selected_option_id points into).
  const currentOptions = answerRows.length
    ? await db
        .select({
          id: questionOptions.id,
          questionId: questionOptions.questionId,
          order: questionOptions.order,
          version: questions.version,
        })
        .from(questionOptions)
        .innerJoin(questions, eq(questions.id, questionOptions.questionId))
        .where(inArray(questionOptions.questionId, [...new Set(answerRows.map((row) => row.questionId))]))
    : [];
  const optionIdOf = (questionId: number, version: number, order: number) =>
    currentOptions.find((option) => option.questionId === questionId && option.version === version && option.order === order)
      ?.id ?? null;
  const answers: StudentAnswer[] = await Promise.all(
    answerRows.map(async (row) => {
      const question = await findQuestionVersion(db, row.questionId, row.questionVersion);
      return {
        id: row.id,
        question_id: row.questionId,
        question_version: row.questionVersion,
        text: question.text,
        type: question.type,
        points: question.points,
        options: question.options.map((option) => ({
          id: optionIdOf(row.questionId, row.questionVersion, option.order),
          ...option,
        })),
        selected_option_id: row.selectedOptionId,
        text_answer: row.textAnswer,
        score: row.score,
        corrected_score: row.correctedScore,
      };
    }),
  );
  return {
    assessment: itemFieldsOf(item, questionList),
    student,
    result: {
      ...(result?.answer ?? NO_RESULT),
      claimed_by: result?.claimedBy ?? null,
      claimed_at: result?.claimedAt?.toISOString() ?? null,
    },
    answers,
  };
}

/** The history of a correction batch: each corrected answer, and each result's total that moved with them. */
function correctionChanges(
  classId: number,
  kind: AssessmentKind,
  answers: Map<number, { correctedScore: number | null; studentId: number; itemId: number }>,
  corrections: Map<number, number>,
  planned: readonly PlannedTotal[],
): Change[] {
  const corrected = [...corrections].map(([id, score]): Change => {
    const answer = answers.get(id)!;
    const cell = { classId, studentId: answer.studentId, itemId: answer.itemId };
    return { entity: 'answer', entityId: id, ...cell, field: 'corrected_score', old: answer.correctedScore, new: score };
  });
  const totals = planned.map((total): Change => ({
    entity: kind,
    entityId: total.itemId,
    classId,
    studentId: total.studentId,
    itemId: total.itemId,
    field: 'score',
    old: total.current,
    new: total.after,
  }));
  return [...corrected, ...totals];
}

export const TOTAL_ENTERED_BY_HAND_MESSAGE = 'The corrections would replace a total that was entered by hand';

/**
 * Corrected scores of answers (changeStudentQuestionStatus): each answer must belong to an item of this kind
 * in the class, and its score be 0 to the item's max. Each result's total becomes its answers' total
 * (`answersTotal`) and reaches the ranking in the same transaction; a total entered by hand that would
 * change is a 409 naming both totals, and nothing is written, unless `replaceTotal`.
 */
export async function saveAnsweredQuestions(
  db: Db,
  userId: number,
  classId: number,
  kind: AssessmentKind,
  entries: { id: number; corrected_score: number }[],
  replaceTotal = false,
) {
  return db.transaction(async (tx) => {
    // Before any answer or total is touched: the writers of this tab's cells take turns (record-changes).
    await lockCells(tx, classId, kind);
    const rows = await tx
      .select({
        id: studentAnswers.id,
        resultId: studentAnswers.resultId,
        maxScore: assessments.maxScore,
        correctedScore: studentAnswers.correctedScore,
        studentId: assessmentResults.studentId,
        itemId: assessmentResults.assessmentId,
      })
      .from(studentAnswers)
      .innerJoin(assessmentResults, eq(assessmentResults.id, studentAnswers.resultId))
      .innerJoin(assessments, eq(assessments.id, assessmentResults.assessmentId))
      .where(
        and(
          inArray(studentAnswers.id, [...new Set(entries.map((entry) => entry.id))]),
          eq(assessments.classId, classId),
          eq(assessments.kind, kind),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors = new BatchErrors();
    entries.forEach((entry, index) => {
      const row = byId.get(entry.id);
      if (!row)
        errors.add(`answeredQuestions.${index}`, 'Entry {index}: answer {id} is not an answer of this class', {
          index,
          id: entry.id,
        });
      else if (entry.corrected_score > row.maxScore) {
        errors.add(`answeredQuestions.${index}`, 'Entry {index}: the score {score} is not between 0 and the max score {max}', {
          index,
          score: entry.corrected_score,
          max: row.maxScore,
        });
      }
    });
    errors.throwIfAny();
    // The last correction of an answer in the batch wins.
    const corrections = new Map(entries.map((entry) => [entry.id, entry.corrected_score]));
    const planned = await planTotals(tx, [...new Set(rows.map((row) => row.resultId))], corrections);
    const replaced = replacedTotals(planned);
    if (replaced.results.length > 0 && !replaceTotal) throw conflict(409, TOTAL_ENTERED_BY_HAND_MESSAGE, replaced);
    const values = sql.join(
      [...corrections.entries()].map(([id, score]) => sql`(${id}::int, ${score}::float8)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE ${studentAnswers} SET corrected_score = v.score, updated_at = now()
      FROM (VALUES ${values}) AS v(id, score) WHERE ${studentAnswers.id} = v.id`);
    await writeTotals(tx, userId, planned);
    await writeRankingScores(
      tx,
      classId,
      kind,
      planned.map((total) => ({
        studentId: total.studentId,
        itemId: total.itemId,
        score: total.after,
        maxScore: total.maxScore,
      })),
    );
    await recordChanges(tx, userId, correctionChanges(classId, kind, byId, corrections, planned));
    return { saved: rows.length };
  });
}
