import { eq } from 'drizzle-orm';
import { coursesApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createClass, createCourse } from '../../../test/factories';
import { classCategories, classCategoryEvents, classes, papers } from '../../db/schema';

const t = useTestApp();
const paperBody = {
  name: 'Paper 1',
  maxGrade: 80,
  averageDate: '2026-05-01',
  duration: 5400,
  grades: [
    { key: '9', grade: 72 },
    { key: '8', grade: 64 },
  ],
};

describe('admin/class-categories', () => {
  it('creates a course with the default grade type and lists it with its papers', async () => {
    const { headers } = await t.signIn('admin');
    const created = await t.call(coursesApi.create, {
      url: '/api/admin/class-categories',
      headers,
      payload: { name: 'Physics', code: 'PHY' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      message: 'Course created successfully',
      data: { name: 'Physics', code: 'PHY', gradeType: '1-9', papers: [] },
    });
    const id = created.body.data.id;
    const paper = await t.call(coursesApi.createPaper, {
      url: `/api/admin/class-categories/${id}/papers`,
      headers,
      payload: paperBody,
    });
    expect(paper.status).toBe(200);
    expect(paper.body.data).toEqual({ id: expect.any(Number), classCategoryId: id, ...paperBody });
    const list = await t.call(coursesApi.list, { url: '/api/admin/class-categories?q=phy', headers });
    expect(list.body.data).toEqual([{ id, name: 'Physics', code: 'PHY', gradeType: '1-9', papers: [paper.body.data] }]);
    expect(list.body.meta.pagination.total).toBe(1);
    const detail = await t.call(coursesApi.get, { url: `/api/admin/class-categories/${id}`, headers });
    expect(detail.body.data.papers).toHaveLength(1);
  });

  it('requires name and code, and a known grade type', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(coursesApi.create, {
      url: '/api/admin/class-categories',
      headers,
      payload: { gradeType: 'x' },
    });
    expect(status).toBe(422);
    expect(Object.keys(error.data ?? {}).sort()).toEqual(['code', 'gradeType', 'name']);
    expect(error.data?.code).toEqual(['Code is required']);
  });

  it('updates a course and answers 404 for an unknown one', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db);
    const payload = { name: 'Chemistry', code: 'CHE', gradeType: 'a-u' };
    const updated = await t.call(coursesApi.update, { url: `/api/admin/class-categories/${course.id}`, headers, payload });
    expect(updated.body).toMatchObject({ message: 'Course updated successfully', data: payload });
    const missing = await t.call(coursesApi.update, { url: '/api/admin/class-categories/9999', headers, payload });
    expect(missing.status).toBe(404);
  });

  it('deletes a course with its papers and events, but answers 409 while classes use it', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db);
    await t.database.db.insert(papers).values({ classCategoryId: course.id, ...paperBody });
    await t.database.db
      .insert(classCategoryEvents)
      .values({ classCategoryId: course.id, name: 'Mock', startAt: '2026-03-01', description: 'Mock exam' });
    const used = await createClass(t.database.db, { classCategoryId: course.id });
    const refused = await t.call(coursesApi.remove, { url: `/api/admin/class-categories/${course.id}`, headers });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('This course is used by 1 class(es). Move or delete them first.');
    expect(await t.database.db.select().from(papers)).toHaveLength(1);

    await t.database.db.delete(classes).where(eq(classes.id, used.id));
    const deleted = await t.call(coursesApi.remove, { url: `/api/admin/class-categories/${course.id}`, headers });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Course deleted successfully');
    expect(await t.database.db.select().from(classCategories)).toHaveLength(0);
    expect(await t.database.db.select().from(papers)).toHaveLength(0);
    expect(await t.database.db.select().from(classCategoryEvents)).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(coursesApi.list, { url: '/api/admin/class-categories', headers })).status).toBe(403);
  });
});

describe('admin/class-categories/{id}/papers', () => {
  it('validates the paper: duration a positive whole number of seconds, required fields named', async () => {
    const { headers } = await t.signIn('admin');
    const course = await createCourse(t.database.db);
    const url = `/api/admin/class-categories/${course.id}/papers`;
    const bad = await t.call(coursesApi.createPaper, { url, headers, payload: { ...paperBody, duration: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.error.data).toEqual({ duration: ['Duration must be positive'] });
    const empty = await t.call(coursesApi.createPaper, { url, headers, payload: {} });
    expect(Object.keys(empty.error.data ?? {}).sort()).toEqual(['averageDate', 'duration', 'maxGrade', 'name']);
  });

  it('updates and deletes a paper only through its own course', async () => {
    const { headers } = await t.signIn('admin');
    const [course, other] = [await createCourse(t.database.db), await createCourse(t.database.db)];
    const [paper] = await t.database.db
      .insert(papers)
      .values({ classCategoryId: course.id, ...paperBody })
      .returning();
    const wrong = `/api/admin/class-categories/${other.id}/papers/${paper.id}`;
    expect((await t.call(coursesApi.updatePaper, { url: wrong, headers, payload: paperBody })).status).toBe(404);
    expect((await t.call(coursesApi.removePaper, { url: wrong, headers })).status).toBe(404);
    const url = `/api/admin/class-categories/${course.id}/papers/${paper.id}`;
    const updated = await t.call(coursesApi.updatePaper, {
      url,
      headers,
      payload: { ...paperBody, name: 'Paper 2', grades: [] },
    });
    expect(updated.body).toMatchObject({ message: 'Paper updated successfully', data: { name: 'Paper 2', grades: [] } });
    expect((await t.call(coursesApi.removePaper, { url, headers })).body.message).toBe('Paper deleted successfully');
    expect(await t.database.db.select().from(papers)).toHaveLength(0);
  });
});
