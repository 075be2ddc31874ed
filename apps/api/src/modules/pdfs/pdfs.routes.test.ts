import { describe, expect, it } from 'vitest';
import { pdfFileApi, pdfsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { mediaGrants, pdfs } from '../../db/schema';
import { makeTestPdf } from '../media/media.test-helpers';
import type { FormFields } from '../../../test/multipart';

const t = useTestApp();

describe('admin/pdf', () => {
  it("creates one row per uploaded PDF, lists them with their classes and serves each only through a grant with its viewer's sign-in", async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const created = await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers,
      form: {
        type: 'Sheet',
        'classesId[0]': klass.id,
        'pdf[0]': { name: 'one.pdf', data: await makeTestPdf(1) },
        'pdf[1]': { name: 'two.pdf', data: await makeTestPdf(2) },
      },
    });
    expect(created.status).toBe(200);
    const list = await t.call(pdfsApi.list, { url: '/api/admin/pdf?q=two', headers });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      title: 'two.pdf',
      type: 'Sheet',
      classes: [{ value: klass.id, name: klass.name }],
    });
    const grant = await t.call(pdfsApi.grant, { url: list.body.data[0].pdf, headers });
    const fileOf = (url: string, as?: Record<string, string>) => t.call(pdfFileApi.file, { url, headers: as });
    const file = await fileOf(grant.body.data.url, headers);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The grant alone is no ticket: without a sign-in 401, with another staff member's 403.
    expect((await fileOf(grant.body.data.url)).status).toBe(401);
    const otherAdmin = await t.signIn('admin');
    expect((await fileOf(grant.body.data.url, otherAdmin.headers)).status).toBe(403);
    // A grant of this PDF opens no other, and none once expired.
    const other = (await t.database.db.select().from(pdfs)).find((row) => row.id !== list.body.data[0].id)!;
    const token = new URL(grant.body.data.url, 'http://x').searchParams.get('grant');
    expect((await fileOf(`/api/home/pdfs/${other.id}/file?grant=${token}`, headers)).status).toBe(403);
    await t.database.db.update(mediaGrants).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await fileOf(grant.body.data.url, headers)).status).toBe(403);
  });

  it("refuses a file that is not a PDF (415) and a form without type or classes ('Please fill all the fields'), writing nothing", async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const create = (form: FormFields) => t.call(pdfsApi.create, { url: '/api/admin/pdf', headers, form });
    const refused = await create({
      type: 'Sheet',
      'classesId[0]': klass.id,
      'pdf[0]': { name: 'x.pdf', data: Buffer.from('hello') },
    });
    expect(refused.status).toBe(415);
    const invalid = await create({ type: '', 'classesId[0]': klass.id, 'pdf[0]': { name: 'x.pdf', data: await makeTestPdf() } });
    expect(invalid.status).toBe(422);
    expect(invalid.error.message).toBe('Please fill all the fields');
    // Without its classes before the file, the form is refused before the file is stored.
    const unscoped = await create({ type: 'Sheet', 'pdf[0]': { name: 'x.pdf', data: await makeTestPdf() } });
    expect(unscoped.status).toBe(422);
    expect(unscoped.error.message).toBe('Please fill all the fields');
    expect(unscoped.error.errors).toEqual({ classesId: ['This field must come before the file.'] });
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
  });

  it("refuses a teaching assistant's upload to another teacher's class (403) and answers a class that does not exist on its field (422)", async () => {
    const ta = await t.signIn('teacher');
    const [theirs, other] = [await createClass(t.database.db, { teachers: [ta.userId] }), await createClass(t.database.db)];
    const upload = async (classIds: number[]) => {
      const fields = Object.fromEntries(classIds.map((id, index) => [`classesId[${index}]`, id]));
      return t.call(pdfsApi.create, {
        url: '/api/admin/pdf',
        headers: ta.headers,
        form: { type: 'Sheet', ...fields, 'pdf[0]': { name: 'a.pdf', data: await makeTestPdf() } },
      });
    };
    expect((await upload([theirs.id, other.id])).status).toBe(403);
    const missing = await upload([theirs.id, other.id + 1000]);
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toHaveProperty('classesId');
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
    expect((await upload([theirs.id])).status).toBe(200);
  });

  it('edits with _method=PUT (file optional), assigns to classes, deletes, and keeps a teaching assistant to their classes', async () => {
    const admin = await t.signIn('admin');
    const ta = await t.signIn('teacher');
    const [first, second] = [await createClass(t.database.db), await createClass(t.database.db, { teachers: [ta.userId] })];
    await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: admin.headers,
      form: { type: 'Sheet', 'classesId[0]': first.id, 'pdf[0]': { name: 'a.pdf', data: await makeTestPdf() } },
    });
    const [row] = await t.database.db.select().from(pdfs);
    expect((await t.call(pdfsApi.list, { url: '/api/admin/pdf', headers: ta.headers })).body.data).toEqual([]);
    expect((await t.call(pdfsApi.grant, { url: `/api/admin/pdf/${row.id}/grant`, headers: ta.headers })).status).toBe(403);
    const updated = await t.call(pdfsApi.update, {
      url: `/api/admin/pdf/${row.id}`,
      headers: admin.headers,
      form: { _method: 'PUT', id: row.id, type: 'Notes', 'classesId[0]': first.id },
    });
    expect(updated.status).toBe(200);
    const none = await t.call(pdfsApi.assign, {
      url: '/api/admin/classes/pdfs/assign',
      headers: admin.headers,
      payload: { pdfsId: [row.id], classesId: [] },
    });
    expect(none.error.message).toBe('Please select classes');
    await t.call(pdfsApi.assign, {
      url: '/api/admin/classes/pdfs/assign',
      headers: admin.headers,
      payload: { pdfsId: [row.id], classesId: [second.id] },
    });
    const seen = await t.call(pdfsApi.list, { url: '/api/admin/pdf', headers: ta.headers });
    expect(seen.body.data.map((pdf: { type: string }) => pdf.type)).toEqual(['Notes']);
    expect((await t.call(pdfsApi.remove, { url: `/api/admin/pdf/${row.id}`, headers: admin.headers })).status).toBe(200);
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
  });

  it("answers an edit of a PDF that does not exist (404) or is not the teaching assistant's (403) before its form (422)", async () => {
    const admin = await t.signIn('admin');
    const ta = await t.signIn('teacher');
    const klass = await createClass(t.database.db);
    await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: admin.headers,
      form: { type: 'Sheet', 'classesId[0]': klass.id, 'pdf[0]': { name: 'a.pdf', data: await makeTestPdf() } },
    });
    const [row] = await t.database.db.select().from(pdfs);
    const edit = (id: number, headers: Record<string, string>) =>
      t.call(pdfsApi.update, { url: `/api/admin/pdf/${id}`, headers, form: { _method: 'PUT', type: '' } });
    expect((await edit(999999, admin.headers)).status).toBe(404);
    expect((await edit(row.id, ta.headers)).status).toBe(403);
    expect((await edit(row.id, admin.headers)).status).toBe(422);
  });
});
