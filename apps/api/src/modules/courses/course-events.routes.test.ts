import { describe, expect, it } from 'vitest';
import { courseEventsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createCourse } from '../../../test/factories';

const t = useTestApp();
const url = '/api/admin/class-categories/events';

describe('admin/class-categories/events', () => {
  it('creates, lists by course and date range, updates and deletes events', async () => {
    const { headers } = await t.signIn('admin');
    const [course, other] = [await createCourse(t.database.db), await createCourse(t.database.db)];
    const body = (name: string, start_at: string, class_category_id = course.id) => ({
      name,
      start_at,
      description: `${name} day`,
      class_category_id,
    });
    const created = await t.call(courseEventsApi.create, { url, headers, payload: body('Mock', '2026-03-10') });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      message: 'Event created successfully',
      data: { id: expect.any(Number), ...body('Mock', '2026-03-10') },
    });
    await t.call(courseEventsApi.create, { url, headers, payload: body('Final', '2026-05-20') });
    await t.call(courseEventsApi.create, { url, headers, payload: body('Other', '2026-03-11', other.id) });

    const march = await t.call(courseEventsApi.list, {
      url: `${url}?class_category_id=${course.id}&from=2026-03-01&to=2026-03-31`,
      headers,
    });
    expect(march.body.data.map((e: { name: string }) => e.name)).toEqual(['Mock']);
    const all = await t.call(courseEventsApi.list, { url: `${url}?class_category_id=${course.id}`, headers });
    expect(all.body.data.map((e: { name: string }) => e.name)).toEqual(['Mock', 'Final']);

    const id = created.body.data.id;
    const updated = await t.call(courseEventsApi.update, {
      url: `${url}/${id}`,
      headers,
      payload: { id, ...body('Mock 2', '2026-03-12') },
    });
    expect(updated.body).toMatchObject({
      message: 'Event updated successfully',
      data: { name: 'Mock 2', start_at: '2026-03-12' },
    });
    expect((await t.call(courseEventsApi.remove, { url: `${url}/${id}`, headers })).body.message).toBe(
      'Event deleted successfully',
    );
    expect((await t.call(courseEventsApi.remove, { url: `${url}/${id}`, headers })).status).toBe(404);
  });

  it('answers the spec messages for missing fields, and 422 for an unknown course', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(courseEventsApi.create, { url, headers, payload: { class_category_id: 1 } });
    expect(status).toBe(422);
    expect(error.data).toEqual({
      name: ['Name is required'],
      start_at: ['Start Date is required'],
      description: ['Description is required'],
    });
    const unknown = await t.call(courseEventsApi.create, {
      url,
      headers,
      payload: { name: 'X', start_at: '2026-01-01', description: 'Y', class_category_id: 9999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error.data).toEqual({ class_category_id: ['The selected course is invalid'] });
  });
});
