import { describe, expect, it } from 'vitest';
import { questionBankOptionsApi, questionsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createCourse } from '../../../test/factories';
import { questionOptions, questions } from '../../db/schema';
import { choiceBody, createPart, createQuestionRow } from './question-bank.test-helpers';
import { findQuestionVersion, recordQuestionUse } from './question-uses.service';

const t = useTestApp();
const url = '/api/admin/questions';

describe('GET /api/admin/questions', () => {
  it('lists active questions newest first with their parts and options', async () => {
    const { headers } = await t.signIn('teacher');
    const part = await createPart(t.database.db, { name: 'Forces' });
    await createQuestionRow(t.database.db, { parts: [part], text: 'Older' });
    const newer = await createQuestionRow(t.database.db, { parts: [part], text: 'Newer', type: 'single_choice', points: 2.5 });
    const { status, body } = await t.call(questionsApi.list, { url, headers });
    expect(status).toBe(200);
    expect(body.data.map((q: { text: string }) => q.text)).toEqual(['Newer', 'Older']);
    expect(body.data[0]).toEqual({
      id: newer.id,
      text: 'Newer',
      type: 'single_choice',
      points: 2.5,
      complexity: 5,
      class_category_id: part.classCategoryId,
      version: 1,
      educationalParts: [{ id: part.id, name: 'Forces' }],
      mcqOptions: [
        { id: expect.any(Number), order: 1, text: 'Right', is_correct: true },
        { id: expect.any(Number), order: 2, text: 'Wrong', is_correct: false },
      ],
    });
  });

  it('filters by text, part, type and complexity together', async () => {
    const { headers } = await t.signIn('admin');
    const forces = await createPart(t.database.db);
    const waves = await createPart(t.database.db, { classCategoryId: forces.classCategoryId });
    const match = await createQuestionRow(t.database.db, {
      parts: [forces],
      text: 'Newton law',
      type: 'single_choice',
      complexity: 7,
    });
    await createQuestionRow(t.database.db, { parts: [forces], text: 'Newton law', type: 'text', complexity: 7 });
    await createQuestionRow(t.database.db, { parts: [forces], text: 'Newton law', type: 'single_choice', complexity: 6 });
    await createQuestionRow(t.database.db, { parts: [waves], text: 'Newton law', type: 'single_choice', complexity: 7 });
    await createQuestionRow(t.database.db, { parts: [forces], text: 'Hooke law', type: 'single_choice', complexity: 7 });
    const query = `q=newton&educational_part_id=${forces.id}&type=single_choice&complexity=7`;
    const { body } = await t.call(questionsApi.list, { url: `${url}?${query}`, headers });
    expect(body.data.map((q: { id: number }) => q.id)).toEqual([match.id]);
    expect(body.meta.pagination.total).toBe(1);
  });

  it('refuses a complexity outside 1-10 on its field', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(questionsApi.list, { url: `${url}?complexity=11`, headers });
    expect(status).toBe(422);
    expect(error.data).toEqual({ complexity: ['Complexity must be a whole number from 1 to 10'] });
  });
});

describe('POST /api/admin/questions', () => {
  it('creates a single_choice question with its options numbered from 1', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const payload = choiceBody([part.id], {
      options: [
        { order: 5, text: 'Joule', is_correct: false },
        { order: 2, text: 'Newton', is_correct: true },
      ],
    });
    const { status, body } = await t.call(questionsApi.create, { url, headers, payload });
    expect(status).toBe(200);
    expect(body.message).toBe('Question created successfully');
    expect(body.data.mcqOptions.map((o: { order: number; text: string }) => [o.order, o.text])).toEqual([
      [1, 'Newton'],
      [2, 'Joule'],
    ]);
    expect(body.data.class_category_id).toBe(part.classCategoryId);
  });

  it('creates a text question without options', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const payload = { text: 'Explain inertia.', type: 'text', points: 5, complexity: 4, educational_part_ids: [part.id] };
    const { status, body } = await t.call(questionsApi.create, { url, headers, payload });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'text', mcqOptions: [], educationalParts: [{ id: part.id }] });
  });

  it.each([
    ['an empty body', {}, { text: ['Text is required'], type: ['Type is required'], points: ['Points is required'] }],
    [
      'a blank option text',
      { options: [{ text: 'A', is_correct: true }, { text: ' ' }] },
      { 'options.1.text': ['Option text is required'] },
    ],
    ['one option', { options: [{ text: 'A', is_correct: true }] }, { options: ['At least 2 options are required'] }],
    [
      'two correct options',
      {
        options: [
          { text: 'A', is_correct: true },
          { text: 'B', is_correct: true },
        ],
      },
      { options: ['Exactly one option must be marked correct'] },
    ],
    [
      'no correct option',
      { options: [{ text: 'A' }, { text: 'B' }] },
      { options: ['Exactly one option must be marked correct'] },
    ],
    ['options on a text question', { type: 'text' }, { options: ['Only single choice questions have options'] }],
    ['no part', { educational_part_ids: [] }, { educational_part_ids: ['At least one educational part is required'] }],
    ['a fractional complexity', { complexity: 2.5 }, { complexity: ['Complexity must be a whole number from 1 to 10'] }],
    ['points over 100', { points: 101 }, { points: ['Points must be between 0 and 100'] }],
    ['points null (not 0)', { points: null }, { points: ['Points is required'] }],
    ['a complexity as text', { complexity: '5' }, { complexity: ['Complexity is required'] }],
  ])('refuses %s with 422 on the field and writes nothing', async (_case, overrides, fields) => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const payload = Object.keys(overrides).length === 0 ? {} : choiceBody([part.id], overrides);
    const { status, error } = await t.call(questionsApi.create, { url, headers, payload });
    expect(status).toBe(422);
    expect(error.data).toMatchObject(fields);
    expect(await t.database.db.select().from(questions)).toEqual([]);
  });

  it('refuses parts that do not exist or span two courses', async () => {
    const { headers } = await t.signIn('admin');
    const physics = await createPart(t.database.db);
    const chemistry = await createPart(t.database.db);
    const missing = await t.call(questionsApi.create, { url, headers, payload: choiceBody([physics.id, 9999]) });
    expect(missing.error.data).toEqual({ educational_part_ids: ['The selected educational parts are invalid'] });
    const mixed = await t.call(questionsApi.create, { url, headers, payload: choiceBody([physics.id, chemistry.id]) });
    expect(mixed.status).toBe(422);
    expect(mixed.error.data).toEqual({ educational_part_ids: ['The educational parts must belong to one course'] });
    expect(await t.database.db.select().from(questions)).toEqual([]);
  });
});

describe('teaching assistants', () => {
  it('write questions of the courses of their classes only, and read the whole bank', async () => {
    const { userId, headers } = await t.signIn('teacher');
    const mine = await createCourse(t.database.db);
    await createClass(t.database.db, { classCategoryId: mine.id, teachers: [userId] });
    const myPart = await createPart(t.database.db, { classCategoryId: mine.id });
    const otherPart = await createPart(t.database.db);
    const created = await t.call(questionsApi.create, { url, headers, payload: choiceBody([myPart.id]) });
    expect(created.status).toBe(200);
    const refused = await t.call(questionsApi.create, { url, headers, payload: choiceBody([otherPart.id]) });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('You may only write questions for the courses of your classes.');
    const foreign = await createQuestionRow(t.database.db, { parts: [otherPart] });
    expect((await t.call(questionsApi.remove, { url: `${url}/${foreign.id}`, headers })).status).toBe(403);
    const moved = await t.call(questionsApi.update, {
      url: `${url}/${created.body.data.id}`,
      headers,
      payload: choiceBody([otherPart.id]),
    });
    expect(moved.status).toBe(403);
    const list = await t.call(questionsApi.list, { url, headers });
    expect(list.body.meta.pagination.total).toBe(2);
  });
});

describe('PUT /api/admin/questions/:id', () => {
  it('replaces the fields, parts and options of an unused question without a new version', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const question = await createQuestionRow(t.database.db, { parts: [part], type: 'single_choice' });
    const payload = { text: 'Now a text question', type: 'text', points: 1, complexity: 9, educational_part_ids: [part.id] };
    const { status, body } = await t.call(questionsApi.update, { url: `${url}/${question.id}`, headers, payload });
    expect(status).toBe(200);
    expect(body.message).toBe('Question updated successfully');
    expect(body.data).toMatchObject({ text: 'Now a text question', type: 'text', complexity: 9, version: 1, mcqOptions: [] });
    expect(await t.database.db.select().from(questionOptions)).toEqual([]);
  });

  it('keeps the version students answered when a used question is edited', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const question = await createQuestionRow(t.database.db, { parts: [part], type: 'single_choice', text: 'Old wording' });
    const { version } = await recordQuestionUse(t.database.db, {
      questionId: question.id,
      usedBy: 'quiz',
      usedById: 7,
      studentId: null,
    });
    const { body } = await t.call(questionsApi.update, {
      url: `${url}/${question.id}`,
      headers,
      payload: choiceBody([part.id], { text: 'New wording' }),
    });
    expect(body.data).toMatchObject({ text: 'New wording', version: 2 });
    const answered = await findQuestionVersion(t.database.db, question.id, version);
    expect(answered).toMatchObject({ text: 'Old wording', type: 'single_choice', complexity: 5 });
    expect(answered.options.map((o) => o.text)).toEqual(['Right', 'Wrong']);
    expect((await findQuestionVersion(t.database.db, question.id, 2)).text).toBe('New wording');
  });

  it('answers 404 for an unknown question', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    expect((await t.call(questionsApi.update, { url: `${url}/4242`, headers, payload: choiceBody([part.id]) })).status).toBe(404);
  });
});

describe('GET /api/admin/select-options/educational-parts and questions', () => {
  it('lists parts (of one course) and active questions (of one part, by text)', async () => {
    const { headers } = await t.signIn('teacher');
    const forces = await createPart(t.database.db, { name: 'Forces' });
    const waves = await createPart(t.database.db, { name: 'Waves' });
    const newton = await createQuestionRow(t.database.db, { parts: [forces], text: 'Newton first law' });
    await createQuestionRow(t.database.db, { parts: [forces], text: 'Hooke law' });
    await createQuestionRow(t.database.db, { parts: [waves], text: 'Newton rings' });
    const parts = await t.call(questionBankOptionsApi.educationalParts, {
      url: `/api/admin/select-options/educational-parts?class_category_id=${waves.classCategoryId}`,
      headers,
    });
    expect(parts.body.data).toEqual([{ value: waves.id, name: 'Waves' }]);
    const all = await t.call(questionBankOptionsApi.educationalParts, {
      url: '/api/admin/select-options/educational-parts',
      headers,
    });
    expect(all.body.data.map((part: { name: string }) => part.name)).toEqual(['Forces', 'Waves']);
    const badCourse = await t.call(questionBankOptionsApi.educationalParts, {
      url: '/api/admin/select-options/educational-parts?class_category_id=physics',
      headers,
    });
    expect(badCourse.status).toBe(422);
    const found = await t.call(questionBankOptionsApi.questions, {
      url: `/api/admin/select-options/questions?educational_part_id=${forces.id}&q=newton`,
      headers,
    });
    expect(found.body.data).toEqual([{ value: newton.id, name: 'Newton first law' }]);
  });
});
