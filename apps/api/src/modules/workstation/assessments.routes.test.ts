import { eq } from 'drizzle-orm';
import { rankingApi, assessmentsApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createStudent } from '../../../test/factories';
import { assessmentResults, questionUses, studentAnswers, studentScores } from '../../db/schema';
import { createPart, createQuestionRow } from '../questions/question-bank.test-helpers';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 3, userId);
  const part = await createPart(t.database.db);
  const question = await createQuestionRow(t.database.db, { parts: [part], type: 'single_choice', complexity: 4 });
  await createQuestionRow(t.database.db, { parts: [part], complexity: 4 });
  const base = `/api/admin/classes/${klass.id}/exams`;
  const exam = await t.call(assessmentsApi.exam.create, {
    url: base,
    headers,
    payload: examBody({
      questions: [
        { type: 'dynamic', order: 2, educational_part_id: part.id, quantity: 2, complexity: 4, question_id: null },
        { type: 'static', order: 1, question_id: question.id },
      ],
    }),
  });
  expect(exam.status).toBe(200);
  return { headers, klass, students, base, exam: exam.body.data, part, question };
}

const rankOf = async (classId: number, headers: Record<string, string>) =>
  Object.fromEntries(
    (await t.call(rankingApi.list, { url: `/api/admin/classes/${classId}/students-rank`, headers })).body.data.map(
      (row: { id: number; score: number }) => [row.id, row.score],
    ),
  );

describe('exams, quizzes and homework of a class', () => {
  it('creates an exam with a static and a dynamic question and a-u grading; the static question is marked used', async () => {
    const { headers, base, exam, part, question } = await setUp();
    expect(exam).toMatchObject({ kind: 'exam', name: 'Midterm', dueDate: '2026-11-20 09:30', maxScore: 20, gradingType: 'a-u' });
    expect(exam.grading).toEqual([
      { id: 1, grade: 'A', from: 18, to: 20 },
      { id: 2, grade: 'B', from: 0, to: 17.99 },
    ]);
    expect(exam.questions).toMatchObject([
      { type: 'static', order: 1, question_id: question.id, question_text: question.text, quantity: null },
      {
        type: 'dynamic',
        order: 2,
        question_id: null,
        educational_part_id: part.id,
        educational_part_name: part.name,
        quantity: 2,
        complexity: 4,
      },
    ]);
    const uses = await t.database.db.select().from(questionUses).where(eq(questionUses.questionId, question.id));
    expect(uses).toMatchObject([{ usedBy: 'exam', usedById: exam.id, studentId: null }]);
    expect((await t.call(assessmentsApi.exam.get, { url: `${base}/${exam.id}`, headers })).body.data.questions).toHaveLength(2);
    // an exam is not a quiz
    const asQuiz = await t.call(assessmentsApi.quiz.get, { url: base.replace('/exams', `/quizzes/${exam.id}`), headers });
    expect(asQuiz.status).toBe(404);
  });

  it('refuses a dynamic draw that the bank cannot fill, naming the question', async () => {
    const { headers, base, part } = await setUp();
    const body = examBody({ questions: [{ type: 'dynamic', educational_part_id: part.id, quantity: 5, complexity: 4 }] });
    const { status, error: answer } = await t.call(assessmentsApi.exam.create, { url: base, headers, payload: body });
    expect(status).toBe(422);
    expect(answer.data).toHaveProperty(['questions.0.quantity']);
  });

  it('saves a batch of scores in one call, and the ranking moves at once', async () => {
    const { headers, klass, students, base, exam } = await setUp();
    const exams = [
      [students[0].id, exam.id, 10],
      [students[1].id, exam.id, 20],
    ];
    const saved = await t.call(assessmentsApi.exam.save, { url: `${base}/changeStudentExamStatus`, headers, payload: { exams } });
    expect(saved.status).toBe(200);
    expect(await rankOf(klass.id, headers)).toEqual({ [students[0].id]: 50, [students[1].id]: 100, [students[2].id]: 0 });
    const list = await t.call(assessmentsApi.exam.list, { url: base, headers });
    expect(list.body.data[0].students[students[1].id]).toMatchObject({ status: 'corrected', score: 20, version: 1 });
    expect(list.body.data[0].students[students[2].id]).toMatchObject({ status: 'assigned', score: null });

    // a lower max score than a saved score is refused; a higher one moves the percent
    const lower = await t.call(assessmentsApi.exam.update, {
      url: `${base}/${exam.id}`,
      headers,
      payload: examBody({ maxScore: 15 }),
    });
    expect(lower.status).toBe(422);
    await t.call(assessmentsApi.exam.update, { url: `${base}/${exam.id}`, headers, payload: examBody({ maxScore: 40 }) });
    expect((await rankOf(klass.id, headers))[students[1].id]).toBe(50);
    // deleting the exam takes its scores out of the ranking
    await t.call(assessmentsApi.exam.remove, { url: `${base}/${exam.id}`, headers });
    expect(await t.database.db.select().from(studentScores)).toEqual([]);
  });

  it('writes nothing of a batch with a score above the max, a student outside the class or an item of another kind', async () => {
    const { headers, students, base, exam } = await setUp();
    const outsider = await createStudent(t.database.db);
    const quiz = await t.call(assessmentsApi.quiz.create, {
      url: base.replace('/exams', '/quizzes'),
      headers,
      payload: examBody({ name: 'Quiz 1' }),
    });
    const url = `${base}/changeStudentExamStatus`;
    const cases: [unknown[], string][] = [
      [[students[1].id, exam.id, 21], `Entry 1: the score 21 is not between 0 and the max score 20`],
      [[outsider.id, exam.id, 5], `Entry 1: student ${outsider.id} is not in this class`],
      [[students[1].id, quiz.body.data.id, 5], `Entry 1: item ${quiz.body.data.id} is not an item of this class`],
    ];
    for (const [entry, message] of cases) {
      const answer = await t.call(assessmentsApi.exam.save, {
        url,
        headers,
        payload: { exams: [[students[0].id, exam.id, 5], entry] },
      });
      expect(answer.status).toBe(422);
      expect(answer.error.data).toEqual({ 'exams.1': [message] });
    }
    expect(
      (await t.call(assessmentsApi.exam.save, { url, headers, payload: { exams: [[students[0].id, exam.id, -1]] } })).status,
    ).toBe(422);
    expect(await t.database.db.select().from(assessmentResults)).toEqual([]);
    expect(await t.database.db.select().from(studentScores)).toEqual([]);
  });

  it("shows a student's answers and takes corrected scores per question, which become the exam's score", async () => {
    const { headers, klass, students, base, exam, question } = await setUp();
    await t.call(assessmentsApi.exam.save, {
      url: `${base}/changeStudentExamStatus`,
      headers,
      payload: { exams: [[students[0].id, exam.id, 0]] },
    });
    const [result] = await t.database.db.select().from(assessmentResults);
    const [answer] = await t.database.db
      .insert(studentAnswers)
      .values({ resultId: result.id, questionId: question.id, questionVersion: 1, textAnswer: 'Newton', score: 2 })
      .returning();
    const view = await t.call(assessmentsApi.exam.student, { url: `${base}/${exam.id}/students/${students[0].id}`, headers });
    expect(view.status).toBe(200);
    expect(view.body.data.student).toMatchObject({ id: students[0].id, name: 'Student 01' });
    expect(view.body.data.result).toMatchObject({ status: 'corrected', has_answers: true, claimed_by: null });
    expect(view.body.data.answers).toMatchObject([
      { id: answer.id, text: question.text, text_answer: 'Newton', score: 2, corrected_score: null },
    ]);
    expect(view.body.data.answers[0].options).toHaveLength(2);
    expect(view.body.data.answers[0].options[0]).toMatchObject({
      id: expect.any(Number),
      order: 1,
      text: 'Right',
      is_correct: true,
    });

    const corrected = await t.call(assessmentsApi.exam.saveAnswers, {
      url: `${base}/changeStudentQuestionStatus`,
      headers,
      // The 0 was entered in the tab: the answers' total (5 of 10 points on a max of 20) replaces it only when asked.
      payload: { answeredQuestions: [{ id: answer.id, corrected_score: 5 }], replace_total: true },
    });
    expect(corrected.status).toBe(200);
    expect((await rankOf(klass.id, headers))[students[0].id]).toBe(50);
    const tooHigh = await t.call(assessmentsApi.exam.saveAnswers, {
      url: `${base}/changeStudentQuestionStatus`,
      headers,
      payload: { answeredQuestions: [{ id: answer.id, corrected_score: 50 }] },
    });
    expect(tooHigh.status).toBe(422);
    const wrongKind = await t.call(assessmentsApi.quiz.saveAnswers, {
      url: base.replace('/exams', '/quizzes/changeStudentQuestionStatus'),
      headers,
      payload: { answeredQuestions: [{ id: answer.id, corrected_score: 1 }] },
    });
    expect(wrongKind.status).toBe(422);
    // a student not in the class has no answers page
    expect((await t.call(assessmentsApi.exam.student, { url: `${base}/${exam.id}/students/999999`, headers })).status).toBe(404);
  });

  it('serves homework and quizzes on their own paths with the same shapes', async () => {
    const { headers, klass, students } = await setUp();
    const homework = `/api/admin/classes/${klass.id}/homework`;
    const created = await t.call(assessmentsApi.homework.create, {
      url: homework,
      headers,
      payload: examBody({ name: 'Reading', gradingType: '1-9', grading: [{ grade: '9', from: 18, to: 20 }] }),
    });
    expect(created.body.data).toMatchObject({ kind: 'homework', grading: [{ id: 1, grade: '9' }] });
    const saved = await t.call(assessmentsApi.homework.save, {
      url: `${homework}/changeStudentHomeworkStatus`,
      headers,
      payload: { homework: [[students[2].id, created.body.data.id, 7]] },
    });
    expect(saved.status).toBe(200);
    const quizzes = `/api/admin/classes/${klass.id}/quizzes`;
    expect((await t.call(assessmentsApi.quiz.list, { url: quizzes, headers })).body.data).toEqual([]);
    const wrongKey = await t.call(assessmentsApi.quiz.save, {
      url: `${quizzes}/changeStudentQuizStatus`,
      headers,
      payload: { exams: [] },
    });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.error.data).toHaveProperty('quizzes');
  });
});
