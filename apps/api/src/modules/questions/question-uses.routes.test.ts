// Used questions: archived on delete, marked used, and the draws exams and quizzes ask for.
import { describe, expect, it } from 'vitest';
import { questionsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { questions } from '../../db/schema';
import { createPart, createQuestionRow } from './question-bank.test-helpers';
import { assertDrawPossible, findQuestionVersion, recordQuestionUse } from './question-uses.service';

const t = useTestApp();
const url = '/api/admin/questions';

describe('DELETE /api/admin/questions/:id', () => {
  it('deletes an unused question', async () => {
    const { headers } = await t.signIn('admin');
    const question = await createQuestionRow(t.database.db, { parts: [await createPart(t.database.db)] });
    const { status, body } = await t.call(questionsApi.remove, { url: `${url}/${question.id}`, headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Question deleted successfully', data: { archived: false } });
    expect(await t.database.db.select().from(questions)).toEqual([]);
  });

  it('archives a used question: gone from the list and draws, kept for its answers', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const question = await createQuestionRow(t.database.db, { parts: [part], text: 'Used once' });
    await recordQuestionUse(t.database.db, { questionId: question.id, usedBy: 'exam', usedById: 3, studentId: null });
    const { status, body } = await t.call(questionsApi.remove, { url: `${url}/${question.id}`, headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Question archived: exams or quizzes used it, so their answers keep it',
      data: { archived: true },
    });
    expect((await t.call(questionsApi.list, { url, headers })).body.data).toEqual([]);
    const draw = await t.call(questionsApi.drawPreview, { url: `${url}/draw-preview?educational_part_id=${part.id}`, headers });
    expect(draw.body.data.available).toBe(0);
    expect((await findQuestionVersion(t.database.db, question.id, 1)).text).toBe('Used once');
    expect((await t.call(questionsApi.remove, { url: `${url}/${question.id}`, headers })).status).toBe(404);
  });
});

describe('POST /api/admin/questions/:id/uses', () => {
  it('marks a use at the current version, so a delete then archives', async () => {
    const { headers } = await t.signIn('admin');
    const question = await createQuestionRow(t.database.db, { parts: [await createPart(t.database.db)] });
    const use = await t.call(questionsApi.uses, {
      url: `${url}/${question.id}/uses`,
      headers,
      payload: { used_by: 'quiz', used_by_id: 4 },
    });
    expect(use.body.data).toEqual({ version: 1 });
    const deleted = await t.call(questionsApi.remove, { url: `${url}/${question.id}`, headers });
    expect(deleted.body.data).toEqual({ archived: true });
  });

  it('refuses an unknown holder on its field and an archived or unknown question with 404', async () => {
    const { headers } = await t.signIn('admin');
    const bad = await t.call(questionsApi.uses, {
      url: `${url}/1/uses`,
      headers,
      payload: { used_by: 'lesson', used_by_id: 1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.data).toEqual({ used_by: ['Used by must be exam, quiz or homework'] });
    const unknown = await t.call(questionsApi.uses, {
      url: `${url}/999/uses`,
      headers,
      payload: { used_by: 'exam', used_by_id: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/admin/questions/draw-preview', () => {
  it('counts the questions of a part at a complexity and says whether the quantity can be drawn', async () => {
    const { headers } = await t.signIn('teacher');
    const part = await createPart(t.database.db);
    for (const complexity of [3, 3, 3, 4]) await createQuestionRow(t.database.db, { parts: [part], complexity });
    const ask = (query: string) =>
      t.call(questionsApi.drawPreview, { url: `${url}/draw-preview?educational_part_id=${part.id}&${query}`, headers });
    expect((await ask('complexity=3&quantity=3')).body.data).toEqual({
      educational_part_id: part.id,
      complexity: 3,
      quantity: 3,
      available: 3,
      isPossible: true,
      byComplexity: [
        { complexity: 3, available: 3 },
        { complexity: 4, available: 1 },
      ],
    });
    expect((await ask('complexity=3&quantity=4')).body.data).toMatchObject({ available: 3, isPossible: false });
    expect((await ask('quantity=4')).body.data).toMatchObject({ available: 4, isPossible: true });
  });

  it('names the field of a missing or unknown part', async () => {
    const { headers } = await t.signIn('admin');
    const missing = await t.call(questionsApi.drawPreview, { url: `${url}/draw-preview`, headers });
    expect(missing.status).toBe(422);
    expect(missing.error.data).toEqual({ educational_part_id: ['Educational part is required'] });
    const unknown = await t.call(questionsApi.drawPreview, { url: `${url}/draw-preview?educational_part_id=77`, headers });
    expect(unknown.error.data).toEqual({ educational_part_id: ['The selected educational part is invalid'] });
  });
});

describe('a dynamic draw asked by an exam or quiz', () => {
  it('is refused with 422 on the named field when the part has fewer questions', async () => {
    const part = await createPart(t.database.db);
    await createQuestionRow(t.database.db, { parts: [part], complexity: 2 });
    const ask = { educational_part_id: part.id, complexity: 2, quantity: 2 };
    await expect(assertDrawPossible(t.database.db, ask, 'questions.0.quantity')).rejects.toMatchObject({
      statusCode: 422,
      fields: {
        'questions.0.quantity': ['Only {available} questions can be drawn from this part; {quantity} were asked for.'],
      },
      params: { available: 1, quantity: 2 },
    });
    await expect(assertDrawPossible(t.database.db, { ...ask, quantity: 1 })).resolves.toBeUndefined();
  });
});
