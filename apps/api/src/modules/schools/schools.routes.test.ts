import { describe, expect, it } from 'vitest';
import { schoolsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('POST admin/schools', () => {
  it('adds a school once, whatever the letter case', async () => {
    const { headers } = await t.signIn('admin');
    const created = await t.call(schoolsApi.create, { url: '/api/admin/schools', headers, payload: { name: ' Cairo School ' } });
    expect(created.body).toEqual({
      message: 'School created successfully',
      data: { id: expect.any(Number), name: 'Cairo School', principalName: null, principalEmail: null },
    });
    const again = await t.call(schoolsApi.create, { url: '/api/admin/schools', headers, payload: { name: 'cairo school' } });
    expect(again.status).toBe(422);
    expect(again.error.data).toEqual({ name: ['This school already exists'] });
  });

  it('keeps the principal who receives the reports, with a clear message for a bad e-mail', async () => {
    const { headers } = await t.signIn('admin');
    const url = '/api/admin/schools';
    const bad = await t.call(schoolsApi.create, { url, headers, payload: { name: 'Nile', principalEmail: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect(bad.error.data).toEqual({ principalEmail: ['Principal email must be a valid email address'] });
    const payload = { name: 'Nile', principalName: 'Mona Adel', principalEmail: 'mona@nile.example.com' };
    const created = await t.call(schoolsApi.create, { url, headers, payload });
    expect(created.body.data).toMatchObject(payload);
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(schoolsApi.create, { url: '/api/admin/schools', headers, payload: { name: 'X' } })).status).toBe(403);
  });
});
