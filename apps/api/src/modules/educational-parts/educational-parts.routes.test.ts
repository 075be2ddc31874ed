import { describe, expect, it } from 'vitest';
import { coursesApi, questionsApi, educationalPartsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createCourse } from '../../../test/factories';
import { educationalParts, questions } from '../../db/schema';
import { createPart, createQuestionRow } from '../questions/question-bank.test-helpers';
import { recordQuestionUse } from '../questions/question-uses.service';

const t = useTestApp();
const url = '/api/admin/educational-parts';

describe('GET /api/admin/educational-parts', () => {
  it('lists parts by name with their course and count of active questions, to any staff member', async () => {
    const { headers } = await t.signIn('teacher');
    const physics = await createCourse(t.database.db, { name: 'Physics' });
    const forces = await createPart(t.database.db, { name: 'Forces', classCategoryId: physics.id });
    await createPart(t.database.db, { name: 'Atoms', classCategoryId: physics.id });
    await createQuestionRow(t.database.db, { parts: [forces] });
    const archived = await createQuestionRow(t.database.db, { parts: [forces] });
    await recordQuestionUse(t.database.db, { questionId: archived.id, usedBy: 'exam', usedById: 1 });
    const admin = await t.signIn('admin');
    await t.call(questionsApi.remove, { url: `/api/admin/questions/${archived.id}`, headers: admin.headers });

    const { status, body } = await t.call(educationalPartsApi.list, { url, headers });
    expect(status).toBe(200);
    expect(body.data.map((p) => p.name)).toEqual(['Atoms', 'Forces']);
    expect(body.data[1]).toEqual({
      id: forces.id,
      name: 'Forces',
      class_category_id: physics.id,
      class_category: { id: physics.id, name: 'Physics' },
      questionsCount: 1,
    });
  });

  it('searches by name, pages with limit, and filters by course', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db);
    const other = await createCourse(t.database.db);
    for (const name of ['Waves 1', 'Waves 2', 'Waves 3', 'Light'])
      await createPart(t.database.db, { name, classCategoryId: course.id });
    await createPart(t.database.db, { name: 'Waves 4', classCategoryId: other.id });
    const paged = await t.call(educationalPartsApi.list, { url: `${url}?q=wAVes&limit=2&page=2`, headers });
    expect(paged.body.data.map((p: { name: string }) => p.name)).toEqual(['Waves 3', 'Waves 4']);
    expect(paged.body.meta.pagination).toMatchObject({ total: 4, per_page: 2, current_page: 2, total_pages: 2 });
    const byCourse = await t.call(educationalPartsApi.list, { url: `${url}?class_category_id=${other.id}`, headers });
    expect(byCourse.body.data.map((p: { name: string }) => p.name)).toEqual(['Waves 4']);
  });
});

describe('POST and PUT /api/admin/educational-parts', () => {
  it('creates and renames a part, answering the spec texts', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db, { name: 'Chemistry' });
    const created = await t.call(educationalPartsApi.create, {
      url,
      headers,
      payload: { name: ' Acids ', class_category_id: course.id },
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Educational part created successfully');
    expect(created.body.data).toMatchObject({ name: 'Acids', class_category: { name: 'Chemistry' }, questionsCount: 0 });
    const updated = await t.call(educationalPartsApi.update, {
      url: `${url}/${created.body.data.id}`,
      headers,
      payload: { name: 'Acids and bases', class_category_id: course.id },
    });
    expect(updated.body.message).toBe('Educational part updated successfully');
    expect(updated.body.data.name).toBe('Acids and bases');
  });

  it('refuses missing fields with the spec messages and writes nothing', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(educationalPartsApi.create, { url, headers, payload: { name: '  ' } });
    expect(status).toBe(422);
    expect(error.data).toEqual({ name: ['Name is required'], class_category_id: ['Class category is required'] });
    expect(await t.database.db.select().from(educationalParts)).toEqual([]);
  });

  it('answers in Arabic when asked', async () => {
    const { headers } = await t.signIn('admin');
    const { error } = await t.call(educationalPartsApi.create, {
      url,
      headers: { ...headers, 'accept-language': 'ar' },
      payload: {},
    });
    expect(error.data?.class_category_id).toEqual(['المادة مطلوبة']);
  });

  it('refuses a course that does not exist on its field', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(educationalPartsApi.create, {
      url,
      headers,
      payload: { name: 'X', class_category_id: 999 },
    });
    expect(status).toBe(422);
    expect(error.data).toEqual({ class_category_id: ['The selected class category is invalid'] });
  });

  it('keeps the course of a part that has questions (409)', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const other = await createCourse(t.database.db);
    await createQuestionRow(t.database.db, { parts: [part] });
    const { status } = await t.call(educationalPartsApi.update, {
      url: `${url}/${part.id}`,
      headers,
      payload: { name: part.name, class_category_id: other.id },
    });
    expect(status).toBe(409);
  });

  it('is for admins only: a teaching assistant gets 403 and nothing is written', async () => {
    const { headers } = await t.signIn('teacher');
    const course = await createCourse(t.database.db);
    const { status } = await t.call(educationalPartsApi.create, {
      url,
      headers,
      payload: { name: 'Mine', class_category_id: course.id },
    });
    expect(status).toBe(403);
    expect(await t.database.db.select().from(educationalParts)).toEqual([]);
  });
});

describe('DELETE /api/admin/educational-parts/:id', () => {
  it('deletes an empty part', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const { status, body } = await t.call(educationalPartsApi.remove, { url: `${url}/${part.id}`, headers });
    expect(status).toBe(200);
    expect(body.message).toBe('Educational part deleted successfully');
    expect(await t.database.db.select().from(educationalParts)).toEqual([]);
  });

  it('answers 409 for a part with questions and keeps both', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    await createQuestionRow(t.database.db, { parts: [part] });
    const { status, error } = await t.call(educationalPartsApi.remove, { url: `${url}/${part.id}`, headers });
    expect(status).toBe(409);
    expect(error.message).toBe('This educational part has 1 question. Delete it or move it to another part first.');
    expect(await t.database.db.select().from(educationalParts)).toHaveLength(1);
    expect(await t.database.db.select().from(questions)).toHaveLength(1);
  });

  it('answers 404 for an unknown part', async () => {
    const { headers } = await t.signIn('admin');
    expect((await t.call(educationalPartsApi.remove, { url: `${url}/4242`, headers })).status).toBe(404);
  });

  it('keeps a course that has parts (409 from the course delete)', async () => {
    const { headers } = await t.signIn('admin');
    const part = await createPart(t.database.db);
    const { status, error } = await t.call(coursesApi.remove, {
      url: `/api/admin/class-categories/${part.classCategoryId}`,
      headers,
    });
    expect(status).toBe(409);
    expect(error.message).toBe('This course has 1 educational part. Delete it first.');
  });
});
