import { eq } from 'drizzle-orm';
import { assessmentsApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { assessmentResults, studentAnswers, studentScores } from '../../db/schema';
import { createPart, createQuestionRow } from '../questions/question-bank.test-helpers';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

/**
 * An exam out of 100 with two questions of 2 points each, and each student's two answers (2 and 0 points):
 * the answers' total is 2 of 4 points, 50 of 100.
 */
async function examWithAnswers(students = 1) {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students: roster } = await classWithStudents(t.database.db, students, userId);
  const part = await createPart(t.database.db);
  const [first, second] = [
    await createQuestionRow(t.database.db, { parts: [part], points: 2 }),
    await createQuestionRow(t.database.db, { parts: [part], points: 2 }),
  ];
  const base = `/api/admin/classes/${klass.id}/exams`;
  const exam = (
    await t.call(assessmentsApi.exam.create, { url: base, headers, payload: examBody({ maxScore: 100, grading: [] }) })
  ).body.data;
  const answered = [];
  for (const student of roster) {
    const [result] = await t.database.db
      .insert(assessmentResults)
      .values({ assessmentId: exam.id, studentId: student.id, status: 'corrected', score: 50 })
      .returning();
    const answers = await t.database.db
      .insert(studentAnswers)
      .values([
        { resultId: result.id, questionId: first.id, questionVersion: 1, order: 1, textAnswer: 'Force', score: 2 },
        { resultId: result.id, questionId: second.id, questionVersion: 1, order: 2, textAnswer: 'Mass', score: 0 },
      ])
      .returning();
    answered.push({ student, result, answers });
  }
  /** What the workstation tab's SAVE (or the PDF grader) writes: a total entered by hand. */
  const enterTotal = (studentId: number, score: number) =>
    t.call(assessmentsApi.exam.save, {
      url: `${base}/changeStudentExamStatus`,
      headers,
      payload: { exams: [[studentId, exam.id, score]] },
    });
  const correct = (payload: Record<string, unknown>) =>
    t.call(assessmentsApi.exam.saveAnswers, { url: `${base}/changeStudentQuestionStatus`, headers, payload });
  const stored = async (studentId: number) => {
    const [result] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.studentId, studentId));
    const [ranked] = await t.database.db.select().from(studentScores).where(eq(studentScores.studentId, studentId));
    const answers = await t.database.db
      .select({ correctedScore: studentAnswers.correctedScore })
      .from(studentAnswers)
      .where(eq(studentAnswers.resultId, result.id))
      .orderBy(studentAnswers.order);
    return {
      score: result.score,
      version: result.version,
      ranked: ranked?.score ?? null,
      corrected: answers.map((a) => a.correctedScore),
    };
  };
  return { exam, answered, enterTotal, correct, stored };
}

describe("a result's total and its answers", () => {
  it('follows the answers when the total was computed from them: scaled to the max score', async () => {
    const { answered, correct, stored } = await examWithAnswers();
    const [{ student, answers }] = answered;
    const saved = await correct({ answeredQuestions: [{ id: answers[1].id, corrected_score: 1 }] });
    expect(saved.status).toBe(200);
    // 3 of 4 points on a max of 100
    expect(await stored(student.id)).toMatchObject({ score: 75, ranked: 75, corrected: [null, 1] });
  });

  it('keeps a total entered by hand (4.5): a 409 with both totals, and nothing is written', async () => {
    const { exam, answered, enterTotal, correct, stored } = await examWithAnswers();
    const [{ student, answers }] = answered;
    expect((await enterTotal(student.id, 4.5)).status).toBe(200);
    const before = await stored(student.id);
    expect(before).toMatchObject({ score: 4.5, ranked: 4.5, corrected: [null, null] });

    const refused = await correct({ answeredQuestions: [{ id: answers[0].id, corrected_score: 1.5 }] });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      message: 'The corrections would replace a total that was entered by hand',
      data: { results: [{ student_id: student.id, item_id: exam.id, current_total: 4.5, computed_total: 37.5 }] },
    });
    expect(await stored(student.id)).toEqual(before);

    const explicitNo = await correct({ answeredQuestions: [{ id: answers[0].id, corrected_score: 1.5 }], replace_total: false });
    expect(explicitNo.status).toBe(409);
    expect(await stored(student.id)).toEqual(before);
  });

  it('replaces a total entered by hand when asked to (replace_total: true)', async () => {
    const { answered, enterTotal, correct, stored } = await examWithAnswers();
    const [{ student, answers }] = answered;
    await enterTotal(student.id, 4.5);
    const saved = await correct({ answeredQuestions: [{ id: answers[0].id, corrected_score: 1.5 }], replace_total: true });
    expect(saved.status).toBe(200);
    expect(await stored(student.id)).toMatchObject({ score: 37.5, ranked: 37.5, corrected: [1.5, null] });
    // Now computed: the next correction follows the answers without asking.
    expect((await correct({ answeredQuestions: [{ id: answers[1].id, corrected_score: 2 }] })).status).toBe(200);
    expect(await stored(student.id)).toMatchObject({ score: 87.5, corrected: [1.5, 2] });
  });

  it('names each result of a batch whose entered total would change, and writes none of the batch', async () => {
    const { exam, answered, enterTotal, correct, stored } = await examWithAnswers(3);
    const [computed, entered, same] = answered;
    await enterTotal(entered.student.id, 90);
    // An entered total the corrections reach exactly is not replaced by anything else: no question.
    await enterTotal(same.student.id, 100);
    const before = await Promise.all(answered.map(({ student }) => stored(student.id)));
    const refused = await correct({
      answeredQuestions: [
        { id: computed.answers[1].id, corrected_score: 2 },
        { id: entered.answers[1].id, corrected_score: 1 },
        { id: same.answers[1].id, corrected_score: 2 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.error.data).toEqual({
      results: [{ student_id: entered.student.id, item_id: exam.id, current_total: 90, computed_total: 75 }],
    });
    expect(await Promise.all(answered.map(({ student }) => stored(student.id)))).toEqual(before);
  });

  it('gives a total to a result that had none (a text answer waiting for a person)', async () => {
    const { answered, correct, stored } = await examWithAnswers();
    const [{ student, result, answers }] = answered;
    await t.database.db
      .update(assessmentResults)
      .set({ score: null, status: 'submitted' })
      .where(eq(assessmentResults.id, result.id));
    expect((await correct({ answeredQuestions: [{ id: answers[1].id, corrected_score: 0.5 }] })).status).toBe(200);
    expect(await stored(student.id)).toMatchObject({ score: 62.5, ranked: 62.5 });
  });
});
