import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('the API shell', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/api/admin/no-such-thing' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found', data: null, errors: null });
  });

  it('serves the OpenAPI document with the routes and their schemas', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(status).toBe(200);
    expect(body.paths['/api/admin/centers'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'page', 'per_page']),
    );
    expect(body.paths['/api/admin/auth/login'].post.requestBody).toBeDefined();
  });
});
