import { describe, expect, it } from 'vitest';
import { classesApi, courseEventsApi } from '@backoffice/contract';
import { useTestApp } from '../test/test-app';
import { createClass, createCourse } from '../test/factories';

const t = useTestApp();

describe('the API shell', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/api/admin/no-such-thing' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found', data: null, errors: null });
  });

  it('serves the OpenAPI document with the routes and their schemas', async () => {
    type Operation = { parameters?: { name: string }[]; requestBody?: unknown };
    const { status, body } = await t.request({ method: 'GET', url: '/api/docs/json' });
    const { paths } = body as { paths: Record<string, Record<string, Operation>> };
    expect(status).toBe(200);
    expect(paths['/api/admin/centers'].get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'page', 'per_page']),
    );
    expect(paths['/api/admin/auth/login'].post.requestBody).toBeDefined();
  });

  it('reads an id in a path or a query from its digits only', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const id = klass.id;
    expect((await t.call(classesApi.get, { url: `/api/admin/classes/${id}`, headers })).body.data.id).toBe(id);
    for (const loose of [`%20${id}`, `+${id}`, `0x${id.toString(16)}`, `${id}e0`, `0${id}`, `${id}.0`]) {
      const { status, error } = await t.call(classesApi.get, { url: `/api/admin/classes/${loose}`, headers });
      expect(status, loose).toBe(404);
      expect(error, loose).toEqual({ message: 'Not found', data: null, errors: null });
    }
    const course = await createCourse(t.database.db);
    const events = '/api/admin/class-categories/events?class_category_id=';
    expect((await t.call(courseEventsApi.list, { url: `${events}${course.id}`, headers })).status).toBe(200);
    for (const loose of [`%20${course.id}`, `%2B${course.id}`, `0x${course.id.toString(16)}`, `${course.id}e0`]) {
      const { status, error } = await t.call(courseEventsApi.list, { url: `${events}${loose}`, headers });
      expect(status, loose).toBe(422);
      expect(Object.keys(error.data ?? {}), loose).toEqual(['class_category_id']);
    }
  });
});
