import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('POST admin/schools', () => {
  it('adds a school once, whatever the letter case', async () => {
    const { headers } = await t.signIn('admin');
    const created = await t.request({ method: 'POST', url: '/api/admin/schools', headers, payload: { name: ' Cairo School ' } });
    expect(created.body).toEqual({
      message: 'School created successfully',
      data: { id: expect.any(Number), name: 'Cairo School' },
    });
    const again = await t.request({ method: 'POST', url: '/api/admin/schools', headers, payload: { name: 'cairo school' } });
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual({ name: ['This school already exists'] });
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.request({ method: 'POST', url: '/api/admin/schools', headers, payload: { name: 'X' } })).status).toBe(403);
  });
});
