import { describe, expect, it } from 'vitest';
import { classworksApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { multipartPayload, TINY_PDF, type FormPart } from '../../../test/multipart';
import { classworkResults, classworks, fileVersions } from '../../db/schema';
import { classWithStudents } from './workstation.test-helpers';

const t = useTestApp();

const fields: FormPart[] = [
  { name: 'name', value: 'Fractions sheet' },
  { name: 'dueDate', value: '2026-11-18 11:00' },
  { name: 'maxScore', value: '10' },
  { name: 'gradingType', value: '1-9' },
  { name: 'grading[0][grade]', value: '9' },
  { name: 'grading[0][from]', value: '9' },
  { name: 'grading[0][to]', value: '10' },
];
const pdfPart = (content = TINY_PDF): FormPart => ({ name: 'pdf', filename: 'sheet.pdf', content });

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}/classworks`;
  const send = (url: string, parts: FormPart[], method: 'POST' | 'PUT' = 'POST') => {
    const form = multipartPayload(parts);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
  };
  return { headers, klass, students, base, send };
}

describe('classworks of a class', () => {
  it('needs a PDF on create, checked by its bytes, and keeps nothing of a refused upload', async () => {
    const { base, send } = await setUp();
    const missing = await send(base, fields);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toEqual({ pdf: ['PDF file is required'] });
    const fake = await send(base, [...fields, pdfPart(Buffer.from('<html>not a pdf</html>'))]);
    expect(fake.statusCode).toBe(415);
    const invalid = await send(base, [{ name: 'name', value: '' }, pdfPart()]);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().data).toMatchObject({
      name: ['Name is required'],
      dueDate: ['Due date is required'],
      maxScore: ['Max score is required'],
    });
    expect(await t.database.db.select().from(fileVersions)).toEqual([]);
    expect(await t.database.db.select().from(classworks)).toEqual([]);
  });

  it('creates a classwork with its PDF, edits it with _method=PUT, and saves statuses', async () => {
    const { headers, students, base, send } = await setUp();
    const created = await send(base, [...fields, pdfPart()]);
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({
      name: 'Fractions sheet',
      dueDate: '2026-11-18 11:00',
      maxScore: 10,
      gradingType: '1-9',
      grading: [{ id: 1, grade: '9', from: 9, to: 10 }],
    });
    expect(Object.values(item.students)).toEqual([
      { status: 'not_attended', file: null, submitted_at: null },
      { status: 'not_attended', file: null, submitted_at: null },
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: item.pdf_url, headers });
    expect(pdf.rawPayload.equals(TINY_PDF)).toBe(true);

    const newPdf = Buffer.concat([TINY_PDF, Buffer.from('% second version\n')]);
    const edited = await send(`${base}/${item.id}`, [
      { name: '_method', value: 'PUT' },
      { name: 'id', value: String(item.id) },
      ...fields.slice(1),
      { name: 'name', value: 'Fractions sheet 2' },
      pdfPart(newPdf),
    ]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.name).toBe('Fractions sheet 2');
    expect(edited.json().data.pdf_url).not.toBe(item.pdf_url);
    // the first version stays stored and served
    expect((await t.app.inject({ method: 'GET', url: item.pdf_url, headers })).statusCode).toBe(200);
    const withoutPdf = await t.call(classworksApi.update, {
      url: `${base}/${item.id}`,
      headers,
      payload: { name: 'Fractions', dueDate: '2026-11-18 12:00', maxScore: 10 },
    });
    expect(withoutPdf.body.data).toMatchObject({
      name: 'Fractions',
      gradingType: null,
      grading: [],
      pdf_url: edited.json().data.pdf_url,
    });

    const url = `${base}/changeStudentClassworkStatus`;
    const saved = await t.call(classworksApi.save, {
      url,
      headers,
      payload: { classworks: [[students[0].id, item.id, 'attended_with_correct_classwork']] },
    });
    expect(saved.status).toBe(200);
    const bad = await t.call(classworksApi.save, {
      url,
      headers,
      payload: { classworks: [[students[1].id, item.id, 'late']] },
    });
    expect(bad.status).toBe(422);
    const list = await t.call(classworksApi.list, { url: base, headers });
    expect(list.body.data[0].students[students[0].id].status).toBe('attended_with_correct_classwork');
    expect(list.body.data[0].students[students[1].id].status).toBe('not_attended');
    expect(await t.database.db.select().from(classworkResults)).toHaveLength(1);
  });

  it('serves its PDF to staff of the class only', async () => {
    const { base, send } = await setUp();
    const item = (await send(base, [...fields, pdfPart()])).json().data;
    const stranger = await t.signIn('teacher');
    expect((await t.app.inject({ method: 'GET', url: item.pdf_url, headers: stranger.headers })).statusCode).toBe(403);
    const admin = await t.signIn('admin');
    expect((await t.app.inject({ method: 'GET', url: item.pdf_url, headers: admin.headers })).statusCode).toBe(200);
    // a file id of the class under another class's path is not found
    const { klass: other } = await classWithStudents(t.database.db, 1);
    const elsewhere = item.pdf_url.replace(/classes\/\d+/, `classes/${other.id}`);
    expect((await t.app.inject({ method: 'GET', url: elsewhere, headers: admin.headers })).statusCode).toBe(404);
  });
});
