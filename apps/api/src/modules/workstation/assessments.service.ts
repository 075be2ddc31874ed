import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type {
  Assessment,
  AssessmentInput,
  AssessmentKind,
  AssessmentStudent,
  ListQuery,
  QuestionEntry,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  assessmentQuestions,
  assessmentResults,
  assessments,
  educationalParts,
  questions,
  studentAnswers,
  studentScores,
  users,
} from '../../db/schema';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { invalidField, notFound } from '../../plugins/app-error';
import { claimExpiresAt, claimIsLive } from '../grading/grading.service';
import { assertDrawPossible } from '../questions/question-uses.service';
import { classRoster, dueDateIn, dueDateOut, filesById, numberedGrading } from './workstation.shared';

type Row = typeof assessments.$inferSelect;

async function questionsOf(db: Db, ids: number[]): Promise<Map<number, QuestionEntry[]>> {
  const rows = await db
    .select({
      assessmentId: assessmentQuestions.assessmentId,
      id: assessmentQuestions.id,
      type: assessmentQuestions.type,
      order: assessmentQuestions.order,
      question_id: assessmentQuestions.questionId,
      question_text: questions.text,
      quantity: assessmentQuestions.quantity,
      educational_part_id: assessmentQuestions.educationalPartId,
      educational_part_name: educationalParts.name,
      complexity: assessmentQuestions.complexity,
    })
    .from(assessmentQuestions)
    .leftJoin(questions, eq(questions.id, assessmentQuestions.questionId))
    .leftJoin(educationalParts, eq(educationalParts.id, assessmentQuestions.educationalPartId))
    .where(inArray(assessmentQuestions.assessmentId, ids))
    .orderBy(asc(assessmentQuestions.assessmentId), asc(assessmentQuestions.order), asc(assessmentQuestions.id));
  const byItem = new Map<number, QuestionEntry[]>();
  for (const { assessmentId, ...entry } of rows) byItem.set(assessmentId, [...(byItem.get(assessmentId) ?? []), entry]);
  return byItem;
}

/** The results of items (all students, or one), with their files and whether answers exist. */
export async function resultsOf(db: Db, ids: number[], studentId?: number) {
  const rows = await db
    .select({
      id: assessmentResults.id,
      assessmentId: assessmentResults.assessmentId,
      studentId: assessmentResults.studentId,
      status: assessmentResults.status,
      score: assessmentResults.score,
      submittedFileId: assessmentResults.submittedFileId,
      updatedFileId: assessmentResults.updatedFileId,
      submittedAt: assessmentResults.submittedAt,
      version: assessmentResults.version,
      claimedBy: assessmentResults.claimedBy,
      claimedAt: assessmentResults.claimedAt,
      claimerName: users.name,
      claimExpiresAt,
      hasAnswers: sql<boolean>`exists (select 1 from ${studentAnswers} where ${studentAnswers.resultId} = ${assessmentResults.id})`,
    })
    .from(assessmentResults)
    // Only a live claim names its grader ("being graded by X").
    .leftJoin(users, and(eq(users.id, assessmentResults.claimedBy), claimIsLive))
    .where(and(inArray(assessmentResults.assessmentId, ids), studentId ? eq(assessmentResults.studentId, studentId) : undefined));
  const files = await filesById(
    db,
    rows.flatMap((row) => [row.submittedFileId, row.updatedFileId]),
  );
  return rows.map((row) => ({
    ...row,
    answer: {
      status: row.status,
      score: row.score,
      file: row.submittedFileId ? (files.get(row.submittedFileId) ?? null) : null,
      updatedFile: row.updatedFileId ? (files.get(row.updatedFileId) ?? null) : null,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      has_answers: Boolean(row.hasAnswers),
      version: row.version,
      claim:
        row.claimedBy && row.claimerName
          ? { userId: row.claimedBy, name: row.claimerName, expiresAt: new Date(row.claimExpiresAt).toISOString() }
          : null,
    } satisfies AssessmentStudent,
  }));
}

export const NO_RESULT: AssessmentStudent = {
  status: 'assigned',
  score: null,
  file: null,
  updatedFile: null,
  submitted_at: null,
  has_answers: false,
  version: 0,
  claim: null,
};

export const itemFieldsOf = (row: Row, questionList: QuestionEntry[]) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  date: row.date,
  dueDate: dueDateOut(row.dueDate) ?? '',
  maxScore: row.maxScore,
  gradingType: row.gradingType,
  grading: row.grading,
  duration_minutes: row.durationMinutes,
  questions: questionList,
});

async function answerOf(db: Db, rows: Row[], classId: number): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [roster, questionsByItem, results] = await Promise.all([
    classRoster(db, classId),
    questionsOf(db, ids),
    resultsOf(db, ids),
  ]);
  const resultsByItem = new Map<number, Map<number, AssessmentStudent>>();
  for (const result of results) {
    const students = resultsByItem.get(result.assessmentId) ?? new Map<number, AssessmentStudent>();
    students.set(result.studentId, result.answer);
    resultsByItem.set(result.assessmentId, students);
  }
  return rows.map((row) => {
    const students = resultsByItem.get(row.id);
    return {
      ...itemFieldsOf(row, questionsByItem.get(row.id) ?? []),
      students: Object.fromEntries(roster.map((student) => [String(student.id), students?.get(student.id) ?? NO_RESULT])),
      studentsWithClassUserId: roster,
    };
  });
}

const ofKind = (classId: number, kind: AssessmentKind) => and(eq(assessments.classId, classId), eq(assessments.kind, kind));

/** A tab of homework, quizzes or exams, latest due first; q matches the name. */
export async function listAssessments(db: Db, classId: number, kind: AssessmentKind, query: ListQuery) {
  const where = and(ofKind(classId, kind), containsText(assessments.name, query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(assessments)
      .where(where)
      .orderBy(desc(assessments.dueDate), desc(assessments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(assessments).where(where),
  ]);
  return { rows: await answerOf(db, rows, classId), meta: pageMeta(total, rows.length, query) };
}

export async function findAssessment(db: Db, classId: number, kind: AssessmentKind, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), ofKind(classId, kind)));
  if (!row) throw notFound();
  return row;
}

export async function getAssessment(db: Db, classId: number, kind: AssessmentKind, id: number): Promise<Assessment> {
  const [answer] = await answerOf(db, [await findAssessment(db, classId, kind, id)], classId);
  return answer;
}

export async function questionsOfItem(db: Db, id: number) {
  return (await questionsOf(db, [id])).get(id) ?? [];
}

/** Static questions must be active bank questions; a dynamic draw must be possible (the draw preview's rule). */
async function checkQuestions(db: Db, body: AssessmentInput) {
  const staticIds = body.questions.flatMap((entry) => (entry.type === 'static' && entry.question_id ? [entry.question_id] : []));
  const active = staticIds.length
    ? new Set(
        (
          await db
            .select({ id: questions.id })
            .from(questions)
            .where(and(inArray(questions.id, staticIds), isNull(questions.archivedAt)))
        ).map((row) => row.id),
      )
    : new Set<number>();
  for (const [index, entry] of body.questions.entries()) {
    if (entry.type === 'static' && !active.has(entry.question_id ?? 0)) {
      throw invalidField(`questions.${index}.question_id`, 'The selected question is invalid');
    }
    if (entry.type === 'dynamic' && entry.educational_part_id) {
      const draw = {
        educational_part_id: entry.educational_part_id,
        quantity: entry.quantity ?? 1,
        complexity: entry.complexity ?? undefined,
      };
      await assertDrawPossible(db, draw, `questions.${index}.quantity`);
    }
  }
}

async function writeQuestions(db: Db, kind: AssessmentKind, id: number, body: AssessmentInput) {
  await db.delete(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, id));
  if (body.questions.length === 0) return;
  const entries = body.questions
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }, index) => ({
      assessmentId: id,
      order: index + 1,
      type: entry.type,
      questionId: entry.type === 'static' ? entry.question_id : null,
      educationalPartId: entry.type === 'dynamic' ? entry.educational_part_id : null,
      quantity: entry.type === 'dynamic' ? entry.quantity : null,
      complexity: entry.type === 'dynamic' ? entry.complexity : null,
    }));
  await db.insert(assessmentQuestions).values(entries);
  // A static question is used by the item from now on: a delete archives it, an edit keeps this version.
  const staticIds = [...new Set(entries.flatMap((entry) => (entry.questionId ? [entry.questionId] : [])))];
  if (staticIds.length === 0) return;
  const ids = sql.join(
    staticIds.map((questionId) => sql`${questionId}`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO question_uses (question_id, version, used_by, used_by_id, student_id)
    SELECT q.id, q.version, ${kind}, ${id}, NULL FROM questions q
    WHERE q.id IN (${ids}) AND NOT EXISTS (SELECT 1 FROM question_uses u
      WHERE u.question_id = q.id AND u.used_by = ${kind} AND u.used_by_id = ${id} AND u.student_id IS NULL)`);
}

const valuesOf = (body: AssessmentInput) => ({
  name: body.name,
  date: body.date ?? null,
  dueDate: dueDateIn(body.dueDate),
  maxScore: body.maxScore,
  gradingType: body.gradingType ?? null,
  grading: body.gradingType ? numberedGrading(body.grading) : [],
  durationMinutes: body.duration_minutes,
});

export async function createAssessment(db: Db, classId: number, kind: AssessmentKind, body: AssessmentInput) {
  const id = await db.transaction(async (tx) => {
    await checkQuestions(tx, body);
    const [row] = await tx
      .insert(assessments)
      .values({ classId, kind, ...valuesOf(body) })
      .returning({ id: assessments.id });
    await writeQuestions(tx, kind, row.id, body);
    return row.id;
  });
  return getAssessment(db, classId, kind, id);
}

/** A new max score below a saved score is refused; the ranking's rows take the new max at once. */
export async function updateAssessment(db: Db, classId: number, kind: AssessmentKind, id: number, body: AssessmentInput) {
  await db.transaction(async (tx) => {
    await findAssessment(tx, classId, kind, id);
    await checkQuestions(tx, body);
    const [above] = await tx
      .select({ n: count() })
      .from(assessmentResults)
      .where(and(eq(assessmentResults.assessmentId, id), gt(assessmentResults.score, body.maxScore)));
    if (above.n > 0) throw invalidField('maxScore', 'Some students already have a score above this max score');
    await tx.update(assessments).set(valuesOf(body)).where(eq(assessments.id, id));
    await tx
      .update(studentScores)
      .set({ maxScore: body.maxScore })
      .where(and(eq(studentScores.classId, classId), eq(studentScores.sourceType, kind), eq(studentScores.sourceId, id)));
    await writeQuestions(tx, kind, id, body);
  });
  return getAssessment(db, classId, kind, id);
}

/** Its results go with it, and its scores leave the ranking. */
export async function deleteAssessment(db: Db, classId: number, kind: AssessmentKind, id: number) {
  await db.transaction(async (tx) => {
    await findAssessment(tx, classId, kind, id);
    await tx
      .delete(studentScores)
      .where(and(eq(studentScores.classId, classId), eq(studentScores.sourceType, kind), eq(studentScores.sourceId, id)));
    await tx.delete(assessments).where(eq(assessments.id, id));
  });
}
