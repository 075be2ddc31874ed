import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import {
  ALREADY_SUBMITTED_MESSAGE,
  DUE_DATE_PASSED_MESSAGE,
  NOT_OPEN_YET_MESSAGE,
  TIME_IS_UP_MESSAGE,
  type PaperAnswersBody,
  type PaperQuestion,
  type PaperResult,
  type StudentPaper,
  type StudentUser,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  assessmentQuestions,
  assessmentResults,
  assessments,
  questionEducationalParts,
  questionOptions,
  questions,
  studentAnswers,
  studentPapers,
  studentScores,
  type PaperEntry,
} from '../../db/schema';
import { AppError, invalidField, notFound } from '../../plugins/app-error';
import { lockCells, recordChanges } from '../audit-log/record-changes';
import { recordQuestionUse } from '../questions/question-uses.service';
import { dateStart, dueDateAsDate } from './due-dates';

type PaperKind = 'quiz' | 'exam';
/** Answers sent a little after the end still count: the network is not instant. */
const GRACE_MS = 60_000;

async function findPaperItem(db: Db, kind: PaperKind, classId: number, itemId: number) {
  const [item] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, itemId), eq(assessments.classId, classId), eq(assessments.kind, kind)))
    .limit(1);
  if (!item) throw notFound();
  return item;
}

/** Unbiased shuffle with a cryptographic random source, so two students' draws are independent and unguessable. */
export function cryptoShuffle<T>(values: T[]): T[] {
  const shuffled = [...values];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
}

/** Static entries as set; each dynamic entry draws its quantity of active questions of its part (and complexity), none twice. */
async function drawQuestions(db: Db, assessmentId: number): Promise<number[]> {
  const entries = await db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.order), asc(assessmentQuestions.id));
  const picked: number[] = [];
  for (const entry of entries) {
    if (entry.type === 'static') {
      if (entry.questionId && !picked.includes(entry.questionId)) picked.push(entry.questionId);
      continue;
    }
    if (!entry.educationalPartId || !entry.quantity) continue;
    const candidates = await db
      .select({ id: questions.id })
      .from(questions)
      .innerJoin(questionEducationalParts, eq(questionEducationalParts.questionId, questions.id))
      .where(
        and(
          eq(questionEducationalParts.educationalPartId, entry.educationalPartId),
          isNull(questions.archivedAt),
          entry.complexity ? eq(questions.complexity, entry.complexity) : undefined,
          picked.length > 0 ? notInArray(questions.id, picked) : undefined,
        ),
      );
    // The exam form refused a draw the bank could not fill; a bank emptied since then gives what it has.
    picked.push(...cryptoShuffle(candidates.map((row) => row.id)).slice(0, entry.quantity));
  }
  return picked;
}

/** The paper's questions as shown: text, points and options, never which option is correct. */
async function presentQuestions(db: Db, entries: PaperEntry[]): Promise<PaperQuestion[]> {
  const ids = entries.map((entry) => entry.question_id);
  if (ids.length === 0) return [];
  const [rows, options] = await Promise.all([
    db.select().from(questions).where(inArray(questions.id, ids)),
    db
      .select({
        questionId: questionOptions.questionId,
        id: questionOptions.id,
        order: questionOptions.order,
        text: questionOptions.text,
      })
      .from(questionOptions)
      .where(inArray(questionOptions.questionId, ids))
      .orderBy(asc(questionOptions.order)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.flatMap((entry) => {
    const question = byId.get(entry.question_id);
    if (!question) return [];
    return [
      {
        question_id: question.id,
        order: entry.order,
        text: question.text,
        type: question.type,
        points: question.points,
        options:
          question.type === 'single_choice'
            ? options.filter((option) => option.questionId === question.id).map(({ id, order, text }) => ({ id, order, text }))
            : [],
      },
    ];
  });
}

/**
 * Starts (or shows again) the student's paper of a quiz or exam: drawn once, in one transaction that holds
 * the student's result row, so two clicks never draw twice. Open from the item's date until its due date.
 */
export async function startPaper(
  db: Db,
  student: StudentUser,
  kind: PaperKind,
  classId: number,
  itemId: number,
  now = new Date(),
): Promise<StudentPaper> {
  const item = await findPaperItem(db, kind, classId, itemId);
  const due = dueDateAsDate(item.dueDate);
  const paper = await db.transaction(async (tx) => {
    await tx.insert(assessmentResults).values({ assessmentId: itemId, studentId: student.id }).onConflictDoNothing();
    const [result] = await tx
      .select({ id: assessmentResults.id, submittedAt: assessmentResults.submittedAt })
      .from(assessmentResults)
      .where(and(eq(assessmentResults.assessmentId, itemId), eq(assessmentResults.studentId, student.id)))
      .for('update');
    const [existing] = await tx.select().from(studentPapers).where(eq(studentPapers.resultId, result.id));
    if (existing) {
      if (existing.submittedAt) throw new AppError(409, ALREADY_SUBMITTED_MESSAGE);
      return existing;
    }
    if (result.submittedAt) throw new AppError(409, ALREADY_SUBMITTED_MESSAGE);
    const opensAt = dateStart(item.date);
    if (opensAt && now < opensAt) throw new AppError(422, NOT_OPEN_YET_MESSAGE);
    if (now >= due) throw new AppError(422, DUE_DATE_PASSED_MESSAGE);
    const drawn = await drawQuestions(tx, itemId);
    const entries: PaperEntry[] = [];
    for (const [index, questionId] of drawn.entries()) {
      const { version } = await recordQuestionUse(tx, {
        questionId,
        usedBy: kind,
        usedById: itemId,
        studentId: student.id,
      });
      entries.push({ question_id: questionId, version, order: index + 1 });
    }
    const endsAt = item.durationMinutes ? new Date(Math.min(due.getTime(), now.getTime() + item.durationMinutes * 60_000)) : due;
    const [created] = await tx
      .insert(studentPapers)
      .values({ resultId: result.id, questions: entries, startedAt: now, endsAt })
      .returning();
    return created;
  });
  return {
    id: item.id,
    kind: item.kind,
    name: item.name,
    maxScore: item.maxScore,
    started_at: paper.startedAt.toISOString(),
    ends_at: paper.endsAt.toISOString(),
    questions: await presentQuestions(db, paper.questions),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Takes the answers of a started paper, once (again: 409), in one transaction. Single-choice answers are
 * scored at once; a text answer waits for a person (score null). With no text answer the result gets its
 * score on the item's scale at once and reaches the ranking (student_scores).
 */
export async function submitPaperAnswers(
  db: Db,
  student: StudentUser,
  kind: PaperKind,
  classId: number,
  itemId: number,
  body: PaperAnswersBody,
  now = new Date(),
): Promise<PaperResult> {
  const item = await findPaperItem(db, kind, classId, itemId);
  return db.transaction(async (tx) => {
    await lockCells(tx, classId, kind);
    const [row] = await tx
      .select({ resultId: assessmentResults.id, score: assessmentResults.score, paper: studentPapers })
      .from(assessmentResults)
      .innerJoin(studentPapers, eq(studentPapers.resultId, assessmentResults.id))
      .where(and(eq(assessmentResults.assessmentId, itemId), eq(assessmentResults.studentId, student.id)))
      .for('update');
    if (!row) throw new AppError(422, 'Start the paper before sending answers');
    if (row.paper.submittedAt) throw new AppError(409, ALREADY_SUBMITTED_MESSAGE);
    if (now.getTime() > row.paper.endsAt.getTime() + GRACE_MS) throw new AppError(422, TIME_IS_UP_MESSAGE);
    const entries = row.paper.questions;
    const sent = new Map<number, (typeof body.answers)[number]>();
    for (const [index, answer] of body.answers.entries()) {
      if (!entries.some((entry) => entry.question_id === answer.question_id)) {
        throw invalidField(`answers.${index}.question_id`, 'The question is not part of your paper');
      }
      sent.set(answer.question_id, answer);
    }
    const ids = entries.map((entry) => entry.question_id);
    const [shown, options] = await Promise.all([
      ids.length === 0
        ? []
        : tx
            .select({ id: questions.id, type: questions.type, points: questions.points })
            .from(questions)
            .where(inArray(questions.id, ids)),
      ids.length === 0
        ? []
        : tx
            .select({ id: questionOptions.id, questionId: questionOptions.questionId, isCorrect: questionOptions.isCorrect })
            .from(questionOptions)
            .where(inArray(questionOptions.questionId, ids)),
    ]);
    const questionOf = new Map(shown.map((question) => [question.id, question]));
    let earned = 0;
    let total = 0;
    let waiting = false;
    const rows = entries.map((entry, index) => {
      const question = questionOf.get(entry.question_id);
      const answer = sent.get(entry.question_id);
      const points = question?.points ?? 0;
      total += points;
      const selected = answer?.selected_option_id ?? null;
      const text = answer?.text_answer?.trim() || null;
      let score: number | null = 0;
      if (question?.type === 'single_choice') {
        const option = options.find((candidate) => candidate.id === selected && candidate.questionId === entry.question_id);
        if (selected !== null && !option)
          throw invalidField(`answers.${index}.selected_option_id`, 'The selected answer is invalid');
        score = option?.isCorrect ? points : 0;
      } else if (text) {
        score = null;
        waiting = true;
      }
      earned += score ?? 0;
      return {
        resultId: row.resultId,
        questionId: entry.question_id,
        questionVersion: entry.version,
        order: entry.order,
        selectedOptionId: question?.type === 'single_choice' ? selected : null,
        textAnswer: question?.type === 'text' ? text : null,
        score,
      };
    });
    if (rows.length > 0) await tx.insert(studentAnswers).values(rows);
    await tx.update(studentPapers).set({ submittedAt: now }).where(eq(studentPapers.resultId, row.resultId));
    const score = waiting ? null : round2(total > 0 ? (earned / total) * item.maxScore : 0);
    await tx
      .update(assessmentResults)
      .set({ status: waiting ? 'submitted' : 'corrected', score, submittedAt: now, updatedAt: now })
      .where(eq(assessmentResults.id, row.resultId));
    await recordChanges(tx, student.id, [
      { entity: kind, entityId: itemId, classId, studentId: student.id, itemId, field: 'score', old: row.score, new: score },
    ]);
    if (score !== null) {
      const values = { classId, studentId: student.id, sourceType: kind, sourceId: itemId, score, maxScore: item.maxScore };
      await tx
        .insert(studentScores)
        .values(values)
        .onConflictDoUpdate({
          target: [studentScores.classId, studentScores.studentId, studentScores.sourceType, studentScores.sourceId],
          set: { score, maxScore: item.maxScore, updatedAt: now },
        });
    }
    return { score, maxScore: item.maxScore, waiting_for_correction: waiting };
  });
}
