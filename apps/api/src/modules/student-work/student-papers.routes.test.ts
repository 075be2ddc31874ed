import { describe, expect, it } from 'vitest';
import { studentPapersApi, studentWorkApi } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { addQuestionEntries, createAssessment, dueIn } from '../../../test/student-work-factories';
import { assessmentResults, questionOptions, studentAnswers, studentScores } from '../../db/schema';
import { createPart, createQuestionRow } from '../questions/question-bank.test-helpers';
import { cryptoShuffle } from './student-papers.service';

const t = useTestApp();

async function quizWithBank(options: { dynamicQuantity?: number; withText?: boolean } = {}) {
  const db = t.database.db;
  const klass = await createClass(db);
  const part = await createPart(db);
  const fixed = await createQuestionRow(db, { parts: [part], type: 'single_choice', text: 'Fixed question', points: 5 });
  const pool = [];
  for (let i = 0; i < 8; i += 1)
    pool.push(await createQuestionRow(db, { parts: [part], type: 'single_choice', complexity: 3, points: 5 }));
  const text = options.withText ? await createQuestionRow(db, { parts: [await createPart(db)], text: 'Explain' }) : null;
  const quiz = await createAssessment(db, { classId: klass.id, kind: 'quiz', maxScore: 10, durationMinutes: 20 });
  await addQuestionEntries(db, quiz.id, [
    { order: 1, type: 'static', questionId: fixed.id },
    { order: 2, type: 'dynamic', educationalPartId: part.id, quantity: options.dynamicQuantity ?? 3, complexity: 3 },
    ...(text ? [{ order: 3, type: 'static' as const, questionId: text.id }] : []),
  ]);
  return { klass, quiz, fixed };
}

const start = (classId: number, quizId: number, headers: Record<string, string>) =>
  t.call(studentPapersApi.startQuiz, { url: `/api/home/classes/${classId}/quizzes/${quizId}/start`, headers });
const answer = (classId: number, quizId: number, headers: Record<string, string>, answers: unknown[]) =>
  t.call(studentPapersApi.answerQuiz, {
    url: `/api/home/classes/${classId}/quizzes/${quizId}/answers`,
    headers,
    payload: { answers },
  });

describe('taking a quiz', () => {
  it('draws the paper once, without correct answers, the same on a reload, and independently per student', async () => {
    const { klass, quiz, fixed } = await quizWithBank();
    const { headers } = await signInStudent(t, [klass.id]);
    const first = await start(klass.id, quiz.id, headers);
    expect(first.status).toBe(200);
    const paper = first.body.data;
    expect(paper.questions).toHaveLength(4);
    expect(paper.questions[0].question_id).toBe(fixed.id);
    expect(new Set(paper.questions.map((q: { question_id: number }) => q.question_id)).size).toBe(4);
    expect(JSON.stringify(paper)).not.toMatch(/is_correct|isCorrect/);
    expect(Date.parse(paper.ends_at) - Date.parse(paper.started_at)).toBe(20 * 60_000);
    const again = await start(klass.id, quiz.id, headers);
    expect(again.body.data.questions).toEqual(paper.questions);
    // Another student draws on their own: over a few students, some paper differs (8 choose 3 = 56 draws).
    const others = [];
    for (let i = 0; i < 4; i += 1) {
      const other = await signInStudent(t, [klass.id]);
      others.push(
        (await start(klass.id, quiz.id, other.headers)).body.data.questions.map((q: { question_id: number }) => q.question_id),
      );
    }
    const mine = paper.questions.map((q: { question_id: number }) => q.question_id);
    expect(others.some((ids) => JSON.stringify(ids) !== JSON.stringify(mine))).toBe(true);
  });

  it('scores single-choice answers at once, reaches the ranking, and takes the answers only once (409)', async () => {
    const { klass, quiz } = await quizWithBank({ dynamicQuantity: 1 });
    const { student, headers } = await signInStudent(t, [klass.id]);
    const paper = (await start(klass.id, quiz.id, headers)).body.data;
    const options = await t.database.db.select().from(questionOptions);
    // The first answered right, the second wrong: half of the max score.
    const answers = paper.questions.map((q: { question_id: number }, index: number) => ({
      question_id: q.question_id,
      selected_option_id: options.find((o) => o.questionId === q.question_id && o.isCorrect === (index === 0))!.id,
    }));
    const sent = await answer(klass.id, quiz.id, headers, answers);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ score: 5, maxScore: 10, waiting_for_correction: false });
    expect((await answer(klass.id, quiz.id, headers, answers)).status).toBe(409);
    const [result] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.studentId, student.id));
    expect(result).toMatchObject({ status: 'corrected', score: 5 });
    const [ranked] = await t.database.db.select().from(studentScores).where(eq(studentScores.studentId, student.id));
    expect(ranked).toMatchObject({ sourceType: 'quiz', sourceId: quiz.id, score: 5, maxScore: 10 });
    const list = await t.call(studentWorkApi.quizzes, { url: `/api/home/classes/${klass.id}/quizzes`, headers });
    expect(list.body.data[0]).toMatchObject({ status: 'corrected', score: 5 });
  });

  it('leaves a text answer waiting for correction, with no score yet', async () => {
    const { klass, quiz } = await quizWithBank({ dynamicQuantity: 1, withText: true });
    const { headers } = await signInStudent(t, [klass.id]);
    const paper = (await start(klass.id, quiz.id, headers)).body.data;
    const text = paper.questions.find((q) => q.type === 'text')!;
    const sent = await answer(klass.id, quiz.id, headers, [{ question_id: text.question_id, text_answer: 'Because of gravity' }]);
    expect(sent.body.data).toEqual({ score: null, maxScore: 10, waiting_for_correction: true });
    const rows = await t.database.db.select().from(studentAnswers);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.textAnswer === 'Because of gravity')?.score).toBeNull();
  });

  it('refuses a question of no paper, an option of another question, a start after the due date', async () => {
    const { klass, quiz } = await quizWithBank({ dynamicQuantity: 1 });
    const { headers } = await signInStudent(t, [klass.id]);
    const paper = (await start(klass.id, quiz.id, headers)).body.data;
    expect((await answer(klass.id, quiz.id, headers, [{ question_id: 999999 }])).status).toBe(422);
    const options = await t.database.db.select().from(questionOptions);
    const foreign = options.find((o) => o.questionId !== paper.questions[0].question_id)!;
    const wrong = await answer(klass.id, quiz.id, headers, [
      { question_id: paper.questions[0].question_id, selected_option_id: foreign.id },
    ]);
    expect(wrong.status).toBe(422);
    const late = await createAssessment(t.database.db, { classId: klass.id, kind: 'quiz', dueDate: dueIn(-1) });
    const refused = await start(klass.id, late.id, headers);
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('The due date has passed');
  });
});

describe('cryptoShuffle', () => {
  it('keeps every value once', () => {
    expect(cryptoShuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
