import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssessmentKind, StudentAnswer, StudentAssessment } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  assessmentResults,
  assessments,
  fileVersions,
  questionOptions,
  questions,
  studentAnswers,
  studentScores,
} from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import type { StoredUpload } from '../../storage/uploads';
import { findQuestionVersion } from '../questions/question-uses.service';
import { findAssessment, itemFieldsOf, NO_RESULT, questionsOfItem, resultsOf } from './assessments.service';
import { assertCurrentVersion } from '../grading/grading.service';
import { BatchErrors, classRoster, enrolledStudents } from './workstation.shared';

/** `version`: the result's version the grader opened; a newer one on the server refuses the save (409). */
export type ScoreEntry = { studentId: number; itemId: number; score?: number; updatedFile?: StoredUpload; version?: number };

/** The ranking's rows of saved scores: one upsert for the batch. */
async function writeRankingScores(
  db: Db,
  classId: number,
  kind: AssessmentKind,
  rows: { studentId: number; itemId: number; score: number; maxScore: number }[],
) {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .insert(studentScores)
    .values(
      rows.map((row) => ({
        classId,
        studentId: row.studentId,
        sourceType: kind,
        sourceId: row.itemId,
        score: row.score,
        maxScore: row.maxScore,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [studentScores.classId, studentScores.studentId, studentScores.sourceType, studentScores.sourceId],
      set: { score: sql`excluded.score`, maxScore: sql`excluded.max_score`, updatedAt: sql`excluded.updated_at` },
    });
}

/**
 * SAVE of a homework, quiz or exam tab: scores (0 to the item's max) and corrected files, all written or none.
 * One statement per table: file_versions (the new files), assessment_results (upsert, version + 1) and
 * student_scores (upsert), so the ranking moves at once. `field` names the list in errors ("exams").
 */
export async function saveScores(
  db: Db,
  userId: number,
  classId: number,
  kind: AssessmentKind,
  field: string,
  entries: ScoreEntry[],
) {
  return db.transaction(async (tx) => {
    const itemIds = [...new Set(entries.map((entry) => entry.itemId))];
    const [items, enrolled] = await Promise.all([
      tx
        .select({ id: assessments.id, maxScore: assessments.maxScore })
        .from(assessments)
        .where(and(eq(assessments.classId, classId), eq(assessments.kind, kind), inArray(assessments.id, itemIds))),
      enrolledStudents(
        tx,
        classId,
        entries.map((entry) => entry.studentId),
      ),
    ]);
    const maxOf = new Map(items.map((item) => [item.id, item.maxScore]));
    const errors = new BatchErrors();
    entries.forEach((entry, index) => {
      const max = maxOf.get(entry.itemId);
      if (max === undefined) {
        errors.add(`${field}.${index}`, 'Entry {index}: item {id} is not an item of this class', { index, id: entry.itemId });
      } else if (!enrolled.has(entry.studentId)) {
        errors.add(`${field}.${index}`, 'Entry {index}: student {id} is not in this class', { index, id: entry.studentId });
      } else if (entry.score !== undefined && (entry.score < 0 || entry.score > max)) {
        errors.add(`${field}.${index}`, 'Entry {index}: the score {score} is not between 0 and the max score {max}', {
          index,
          score: entry.score,
          max,
        });
      }
    });
    errors.throwIfAny();
    for (const entry of entries) await assertCurrentVersion(tx, entry.itemId, entry.studentId, entry.version);

    const unique = new Map<string, ScoreEntry>();
    for (const entry of entries) {
      const key = `${entry.itemId}:${entry.studentId}`;
      const previous = unique.get(key);
      unique.set(key, {
        ...previous,
        ...Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)),
      } as ScoreEntry);
    }
    const batch = [...unique.values()];
    const uploads = batch.filter((entry) => entry.updatedFile);
    const fileIds = new Map<StoredUpload, number>();
    if (uploads.length > 0) {
      const rows = await tx
        .insert(fileVersions)
        .values(
          uploads.map(({ updatedFile }) => ({
            classId,
            storedName: updatedFile!.storedName,
            originalName: updatedFile!.originalName,
            contentType: updatedFile!.contentType,
            sizeBytes: updatedFile!.size,
            purpose: 'updated' as const,
            uploadedBy: userId,
          })),
        )
        .returning({ id: fileVersions.id, storedName: fileVersions.storedName });
      const byName = new Map(rows.map((row) => [row.storedName, row.id]));
      for (const { updatedFile } of uploads) fileIds.set(updatedFile!, byName.get(updatedFile!.storedName)!);
    }
    const now = new Date();
    await tx
      .insert(assessmentResults)
      .values(
        batch.map((entry) => ({
          assessmentId: entry.itemId,
          studentId: entry.studentId,
          status: entry.score !== undefined ? ('corrected' as const) : ('assigned' as const),
          score: entry.score ?? null,
          updatedFileId: entry.updatedFile ? fileIds.get(entry.updatedFile) : null,
          updatedBy: userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [assessmentResults.assessmentId, assessmentResults.studentId],
        set: {
          score: sql`coalesce(excluded.score, ${assessmentResults.score})`,
          status: sql`case when excluded.score is null then ${assessmentResults.status} else 'corrected' end`,
          updatedFileId: sql`coalesce(excluded.updated_file_id, ${assessmentResults.updatedFileId})`,
          version: sql`${assessmentResults.version} + 1`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    const scored = batch.flatMap((entry) =>
      entry.score === undefined
        ? []
        : [{ studentId: entry.studentId, itemId: entry.itemId, score: entry.score, maxScore: maxOf.get(entry.itemId)! }],
    );
    await writeRankingScores(tx, classId, kind, scored);
    return { saved: batch.length };
  });
}

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
        updatedAt: new Date(),
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
