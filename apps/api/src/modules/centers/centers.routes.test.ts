import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, centersApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createCenter } from '../../../test/factories';
import { centers } from '../../db/schema';

const t = useTestApp();
const allCenters = () => t.database.db.select().from(centers);

describe('GET /api/admin/centers', () => {
  it('pages 30 at a time, by name, with the pagination meta', async () => {
    const { headers } = await t.signIn('teacher');
    await t.database.db
      .insert(centers)
      .values(Array.from({ length: 35 }, (_, i) => ({ name: `Center ${String(i).padStart(2, '0')}` })));
    const first = await t.call(centersApi.list, { url: '/api/admin/centers', headers });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    expect(first.body.data[0]).toEqual({ id: expect.any(Number), name: 'Center 00' });
    expect(first.body.meta.pagination).toEqual({ total: 35, count: 30, per_page: 30, current_page: 1, total_pages: 2 });
    const second = await t.call(centersApi.list, { url: '/api/admin/centers?page=2', headers });
    expect(second.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Center 30',
      'Center 31',
      'Center 32',
      'Center 33',
      'Center 34',
    ]);
  });

  it('searches names case-insensitively and takes % literally', async () => {
    const { headers } = await t.signIn('admin');
    await createCenter(t.database.db, 'Maadi Center');
    await createCenter(t.database.db, 'Dokki Center');
    await createCenter(t.database.db, '100% Center');
    const found = await t.call(centersApi.list, { url: '/api/admin/centers?q=MAADI', headers });
    expect(found.body.data.map((c: { name: string }) => c.name)).toEqual(['Maadi Center']);
    const percent = await t.call(centersApi.list, { url: `/api/admin/centers?q=${encodeURIComponent('%')}`, headers });
    expect(percent.body.data.map((c: { name: string }) => c.name)).toEqual(['100% Center']);
  });

  it('answers an empty page with total_pages 1 when nothing matches', async () => {
    const { headers } = await t.signIn('admin');
    const { body } = await t.call(centersApi.list, { url: '/api/admin/centers?q=nothing', headers });
    expect(body.data).toEqual([]);
    expect(body.meta.pagination.total_pages).toBe(1);
  });

  it('rejects a page that is not a positive number', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(centersApi.list, { url: '/api/admin/centers?page=abc', headers });
    expect(status).toBe(422);
    expect(Object.keys(error.data ?? {})).toEqual(['page']);
  });
});

describe('POST /api/admin/centers', () => {
  it('creates a center and says so', async () => {
    const { headers } = await t.signIn('admin');
    const { status, body } = await t.call(centersApi.create, {
      url: '/api/admin/centers',
      headers,
      payload: { name: '  Giza Center ' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Center created successfully');
    expect(body.data).toEqual({ id: expect.any(Number), name: 'Giza Center' });
    expect(await allCenters()).toHaveLength(1);
  });

  it.each([
    ['a missing name', {}],
    ['a blank name', { name: '   ' }],
    ['a name of the wrong type', { name: 42 }],
  ])('refuses %s with "Name is required" and writes nothing', async (_case, payload) => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(centersApi.create, { url: '/api/admin/centers', headers, payload });
    expect(status).toBe(422);
    expect(error).toEqual({
      message: 'Name is required',
      data: { name: ['Name is required'] },
      errors: { name: ['Name is required'] },
    });
    expect(await allCenters()).toHaveLength(0);
  });

  it('refuses a name longer than the column', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await t.call(centersApi.create, {
      url: '/api/admin/centers',
      headers,
      payload: { name: 'x'.repeat(191) },
    });
    expect(status).toBe(422);
    expect(error.data?.name).toEqual(['Name may not be longer than 190 characters']);
  });

  it('translates the field message for an Arabic client', async () => {
    const { headers } = await t.signIn('admin');
    const { error } = await t.call(centersApi.create, {
      url: '/api/admin/centers',
      headers: { ...headers, 'accept-language': 'ar,en;q=0.8' },
      payload: {},
    });
    expect(error.data?.name).toEqual(['الاسم مطلوب']);
  });
});

describe('PUT and DELETE /api/admin/centers/{id}', () => {
  it('renames a center, and its last change time moves (the schema keeps updated_at)', async () => {
    const { headers } = await t.signIn('admin');
    const center = await createCenter(t.database.db, 'Old');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.update(centers).set({ updatedAt: anHourAgo });
    const { status, body } = await t.call(centersApi.update, {
      url: `/api/admin/centers/${center.id}`,
      headers,
      payload: { id: center.id, name: 'New' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Center updated successfully', data: { id: center.id, name: 'New' } });
    const [renamed] = await allCenters();
    expect(renamed.name).toBe('New');
    expect(renamed.updatedAt.getTime()).toBeGreaterThan(anHourAgo.getTime() + 3_000_000);
  });

  it('answers 404 for an unknown or malformed id and changes nothing', async () => {
    const { headers } = await t.signIn('admin');
    await createCenter(t.database.db, 'Kept');
    for (const url of ['/api/admin/centers/9999', '/api/admin/centers/abc']) {
      expect((await t.call(centersApi.update, { url, headers, payload: { name: 'X' } })).status).toBe(404);
      expect((await t.call(centersApi.remove, { url, headers })).status).toBe(404);
    }
    expect((await allCenters()).map((c) => c.name)).toEqual(['Kept']);
  });

  it('deletes a center', async () => {
    const { headers } = await t.signIn('admin');
    const center = await createCenter(t.database.db, 'Gone');
    const { status, body } = await t.call(centersApi.remove, { url: `/api/admin/centers/${center.id}`, headers });
    expect(status).toBe(200);
    expect(body.message).toBe('Center deleted successfully');
    expect(await allCenters()).toHaveLength(0);
  });
});
