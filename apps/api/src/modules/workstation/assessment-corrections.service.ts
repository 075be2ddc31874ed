import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssessmentKind, StudentAnswer, StudentAssessment } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, questionOptions, questions, studentAnswers } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { findQuestionVersion } from '../questions/question-uses.service';
import { findAssessment, itemFieldsOf, NO_RESULT, questionsOfItem, resultsOf } from './assessments.service';
import { writeRankingScores } from './assessment-scores.service';
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

/**
 * Corrected scores of answers (changeStudentQuestionStatus): each answer must belong to an item of this kind
 * in the class, and its score be 0 to the item's max. The results' scores become the sum of the answers
 * (corrected where corrected, at most the max) and reach the ranking in the same transaction.
 */
export async function saveAnsweredQuestions(
  db: Db,
  userId: number,
  classId: number,
  kind: AssessmentKind,
  entries: { id: number; corrected_score: number }[],
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: studentAnswers.id, resultId: studentAnswers.resultId, maxScore: assessments.maxScore })
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
    const values = sql.join(
      [...new Map(entries.map((entry) => [entry.id, entry.corrected_score])).entries()].map(
        ([id, score]) => sql`(${id}::int, ${score}::float8)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`UPDATE ${studentAnswers} SET corrected_score = v.score, updated_at = now()
      FROM (VALUES ${values}) AS v(id, score) WHERE ${studentAnswers.id} = v.id`);
    const resultIds = [...new Set(rows.map((row) => row.resultId))];
    const updated = await tx
      .update(assessmentResults)
      .set({
        score: sql`least(${assessments.maxScore}, (select coalesce(sum(coalesce(a.corrected_score, a.score, 0)), 0) from ${studentAnswers} a where a.result_id = ${assessmentResults.id}))`,
        status: 'corrected',
        version: sql`${assessmentResults.version} + 1`,
        updatedBy: userId,
      })
      .from(assessments)
      .where(and(inArray(assessmentResults.id, resultIds), eq(assessments.id, assessmentResults.assessmentId)))
      .returning({
        studentId: assessmentResults.studentId,
        itemId: assessmentResults.assessmentId,
        score: assessmentResults.score,
        maxScore: assessments.maxScore,
      });
    await writeRankingScores(
      tx,
      classId,
      kind,
      updated.map((row) => ({ ...row, score: row.score ?? 0 })),
    );
    return { saved: rows.length };
  });
}
