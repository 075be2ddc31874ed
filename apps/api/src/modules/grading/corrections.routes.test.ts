import { eq } from 'drizzle-orm';
import { rankingApi, assessmentsApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { TINY_PDF } from '../../../test/multipart';
import { assessmentResults, fileVersions, questionOptions, studentAnswers } from '../../db/schema';
import { createPart, createQuestionRow } from '../questions/question-bank.test-helpers';
import { classWithStudents, examBody } from '../workstation/workstation.test-helpers';

const t = useTestApp();

/** A class of two students, an exam (max 20) with a choice and a text question, and the first student's answers. */
async function answeredExam() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const part = await createPart(t.database.db);
  const choice = await createQuestionRow(t.database.db, {
    parts: [part],
    type: 'single_choice',
    text: 'Unit of force?',
    points: 2,
  });
  const text = await createQuestionRow(t.database.db, { parts: [part], text: 'Explain inertia', points: 5 });
  const base = `/api/admin/classes/${klass.id}/exams`;
  const exam = (await t.call(assessmentsApi.exam.create, { url: base, headers, payload: examBody() })).body.data;
  const [result] = await t.database.db
    .insert(assessmentResults)
    // What its answers compute: 2 of 7 points on a max of 20.
    .values({ assessmentId: exam.id, studentId: students[0].id, status: 'submitted', score: 5.71 })
    .returning();
  const [right] = await t.database.db.select().from(questionOptions).where(eq(questionOptions.questionId, choice.id));
  const answers = await t.database.db
    .insert(studentAnswers)
    .values([
      { resultId: result.id, questionId: choice.id, questionVersion: 1, order: 1, selectedOptionId: right.id, score: 2 },
      { resultId: result.id, questionId: text.id, questionVersion: 1, order: 2, textAnswer: 'A body keeps moving', score: 0 },
    ])
    .returning();
  return { headers, klass, students, base, exam, answers, choice, text };
}

const rankOf = async (classId: number, headers: Record<string, string>) =>
  Object.fromEntries(
    (await t.call(rankingApi.list, { url: `/api/admin/classes/${classId}/students-rank`, headers })).body.data.map(
      (row: { id: number; score: number }) => [row.id, row.score],
    ),
  );

describe('correction page data', () => {
  it("answers the exam's name, the student's name and each answered question in the spec's shape", async () => {
    const { headers, base, exam, students, answers, choice, text } = await answeredExam();
    const { status, body } = await t.call(assessmentsApi.exam.student, {
      url: `${base}/${exam.id}/students/${students[0].id}`,
      headers,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Midterm',
      studentName: 'Student 01',
      answeredQuestions: [
        {
          id: answers[0].id,
          question_id: choice.id,
          question: { text: 'Unit of force?', type: 'single_choice', points: 2 },
          selected_options: [{ text: 'Right' }],
          score: 2,
        },
        {
          id: answers[1].id,
          question_id: text.id,
          question: { text: 'Explain inertia', type: 'text', points: 5 },
          text_answer: 'A body keeps moving',
          selected_options: [],
          score: 0,
        },
      ],
    });
  });

  it("takes the spec's correction {question_id, id, user_id, score}: the total moves and so does the ranking", async () => {
    const { headers, klass, base, exam, students, answers, text } = await answeredExam();
    expect((await rankOf(klass.id, headers))[students[0].id]).toBe(0);
    const saved = await t.call(assessmentsApi.exam.saveAnswers, {
      url: `${base}/changeStudentQuestionStatus`,
      headers,
      payload: { answeredQuestions: [{ question_id: text.id, id: answers[1].id, user_id: students[0].id, score: 3.5 }] },
    });
    expect(saved.status).toBe(200);
    const view = await t.call(assessmentsApi.exam.student, { url: `${base}/${exam.id}/students/${students[0].id}`, headers });
    // 5.5 of 7 points on a max of 20
    expect(view.body.data.result.score).toBe(15.71);
    expect(view.body.data.answeredQuestions[1]).toMatchObject({ score: 0, corrected_score: 3.5 });
    expect((await rankOf(klass.id, headers))[students[0].id]).toBe(78.55);
  });
});

describe('saving a graded file against a stale version', () => {
  it('answers 409 naming who saved, writes nothing and leaves no file behind', async () => {
    const { headers, base, exam, students } = await answeredExam();
    const save = (version: string, score: string) =>
      t.call(assessmentsApi.exam.gradedFile, {
        url: `${base}/${exam.id}/students/${students[0].id}/graded-file`,
        headers,
        form: { score, version, updatedFile: { name: 'graded.pdf', data: TINY_PDF } },
      });
    const submission = `${base}/${exam.id}/students/${students[0].id}/submission`;
    const opened = (await t.call(assessmentsApi.exam.submission, { url: submission, headers })).body.data;
    expect(opened.version).toBe(1);

    expect((await save('1', '12')).status).toBe(200);
    const after = (await t.call(assessmentsApi.exam.submission, { url: submission, headers })).body.data;
    expect(after).toMatchObject({ version: 2, score: 12 });
    expect(after.updatedFile).not.toBeNull();

    const stale = await save('1', '15');
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(/^This submission was changed by .+ since you opened it$/);
    expect((await t.call(assessmentsApi.exam.submission, { url: submission, headers })).body.data).toMatchObject({
      version: 2,
      score: 12,
    });
    expect(await t.database.db.select().from(fileVersions)).toHaveLength(1);

    // The original stays beside the corrected version: only the updated-file pointer moved.
    expect((await save('2', '15')).status).toBe(200);
    const [result] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.studentId, students[0].id));
    expect(result).toMatchObject({ version: 3, score: 15 });
    expect(await t.database.db.select().from(fileVersions)).toHaveLength(2);
  });
});
