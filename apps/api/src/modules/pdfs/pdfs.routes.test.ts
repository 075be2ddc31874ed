import { describe, expect, it } from 'vitest';
import { pdfsApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { mediaGrants, pdfs } from '../../db/schema';
import { formData, makeTestPdf } from '../media/media.test-helpers';

const t = useTestApp();

describe('admin/pdf', () => {
  it("creates one row per uploaded PDF, lists them with their classes and serves each only through a grant with its viewer's sign-in", async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const form = formData({ type: 'Sheet', 'classesId[0]': String(klass.id) }, [
      { field: 'pdf[0]', name: 'one.pdf', content: await makeTestPdf(1) },
      { field: 'pdf[1]', name: 'two.pdf', content: await makeTestPdf(2) },
    ]);
    const created = await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.status).toBe(200);
    const list = await t.call(pdfsApi.list, { url: '/api/admin/pdf?q=two', headers });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      title: 'two.pdf',
      type: 'Sheet',
      classes: [{ value: klass.id, name: klass.name }],
    });
    const grant = await t.requestUntyped({ method: 'GET', url: list.body.data[0].pdf, headers });
    const file = await t.app.inject({ method: 'GET', url: grant.body.data.url, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The grant alone is no ticket: without a sign-in 401, with another staff member's 403.
    expect((await t.app.inject({ method: 'GET', url: grant.body.data.url })).statusCode).toBe(401);
    const otherAdmin = await t.signIn('admin');
    expect((await t.app.inject({ method: 'GET', url: grant.body.data.url, headers: otherAdmin.headers })).statusCode).toBe(403);
    // A grant of this PDF opens no other, and none once expired.
    const other = (await t.database.db.select().from(pdfs)).find((row) => row.id !== list.body.data[0].id)!;
    const token = new URL(grant.body.data.url, 'http://x').searchParams.get('grant');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/home/pdfs/${other.id}/file?grant=${token}`, headers })).statusCode,
    ).toBe(403);
    await t.database.db.update(mediaGrants).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ method: 'GET', url: grant.body.data.url, headers })).statusCode).toBe(403);
  });

  it("refuses a file that is not a PDF (415) and a form without type or classes ('Please fill all the fields'), writing nothing", async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const fake = formData({ type: 'Sheet', 'classesId[0]': String(klass.id) }, [
      { field: 'pdf[0]', name: 'x.pdf', content: Buffer.from('hello') },
    ]);
    const refused = await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: { ...headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.status).toBe(415);
    const missing = formData({ type: '', 'classesId[0]': String(klass.id) }, [
      { field: 'pdf[0]', name: 'x.pdf', content: await makeTestPdf() },
    ]);
    const invalid = await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: { ...headers, ...missing.headers },
      payload: missing.payload,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.error.message).toBe('Please fill all the fields');
    // Without its classes before the file, the form is refused before the file is stored.
    const noClasses = formData({ type: 'Sheet' }, [{ field: 'pdf[0]', name: 'x.pdf', content: await makeTestPdf() }]);
    const unscoped = await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: { ...headers, ...noClasses.headers },
      payload: noClasses.payload,
    });
    expect(unscoped.status).toBe(422);
    expect(unscoped.error.message).toBe('Please fill all the fields');
    expect(unscoped.error.errors).toEqual({ classesId: ['This field must come before the file.'] });
    expect(await t.database.db.select().from(pdfs)).toHaveLength(0);
  });

  it("refuses a teaching assistant's upload to another teacher's class (403) and answers a class that does not exist on its field (422)", async () => {
    const ta = await t.signIn('teacher');
    const [theirs, other] = [await createClass(t.database.db, { teachers: [ta.userId] }), await createClass(t.database.db)];
    const upload = async (classIds: number[]) => {
      const fields = Object.fromEntries(classIds.map((id, index) => [`classesId[${index}]`, String(id)]));
      const form = formData({ type: 'Sheet', ...fields }, [{ field: 'pdf[0]', name: 'a.pdf', content: await makeTestPdf() }]);
      return t.call(pdfsApi.create, {
        url: '/api/admin/pdf',
        headers: { ...ta.headers, ...form.headers },
        payload: form.payload,
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
    const form = formData({ type: 'Sheet', 'classesId[0]': String(first.id) }, [
      { field: 'pdf[0]', name: 'a.pdf', content: await makeTestPdf() },
    ]);
    await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    const [row] = await t.database.db.select().from(pdfs);
    expect((await t.call(pdfsApi.list, { url: '/api/admin/pdf', headers: ta.headers })).body.data).toEqual([]);
    expect((await t.call(pdfsApi.grant, { url: `/api/admin/pdf/${row.id}/grant`, headers: ta.headers })).status).toBe(403);
    const edit = formData({ _method: 'PUT', id: String(row.id), type: 'Notes', 'classesId[0]': String(first.id) });
    const updated = await t.call(pdfsApi.update, {
      url: `/api/admin/pdf/${row.id}`,
      headers: { ...admin.headers, ...edit.headers },
      payload: edit.payload,
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
    const upload = formData({ type: 'Sheet', 'classesId[0]': String(klass.id) }, [
      { field: 'pdf[0]', name: 'a.pdf', content: await makeTestPdf() },
    ]);
    await t.request({ method: 'POST', url: '/api/admin/pdf', headers: { ...admin.headers, ...upload.headers }, payload: upload.payload });
    const [row] = await t.database.db.select().from(pdfs);
    const edit = (id: number, headers: Record<string, string>) => {
      const form = formData({ _method: 'PUT', type: '' });
      return t.request({ method: 'POST', url: `/api/admin/pdf/${id}`, headers: { ...headers, ...form.headers }, payload: form.payload });
    };
    expect((await edit(999999, admin.headers)).status).toBe(404);
    expect((await edit(row.id, ta.headers)).status).toBe(403);
    expect((await edit(row.id, admin.headers)).status).toBe(422);
  });
});
