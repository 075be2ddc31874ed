import { describe, expect, it } from 'vitest';
import { classworksApi, workstationFilesApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { TINY_PDF, type FormFields } from '../../../test/multipart';
import { classworkResults, classworks, fileVersions } from '../../db/schema';
import { classWithStudents } from './workstation.test-helpers';

const t = useTestApp();

const fields = {
  name: 'Fractions sheet',
  dueDate: '2026-11-18 11:00',
  maxScore: '10',
  gradingType: '1-9',
  'grading[0][grade]': '9',
  'grading[0][from]': '9',
  'grading[0][to]': '10',
};
const pdfFile = (data = TINY_PDF) => ({ name: 'sheet.pdf', data });

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}/classworks`;
  const create = (form: FormFields) => t.call(classworksApi.create, { url: base, headers, form });
  const file = (url: string, fileHeaders = headers) => t.call(workstationFilesApi.file, { url, headers: fileHeaders });
  return { headers, klass, students, base, create, file };
}

describe('classworks of a class', () => {
  it('needs a PDF on create, checked by its bytes, and keeps nothing of a refused upload', async () => {
    const { create } = await setUp();
    const missing = await create(fields);
    expect(missing.status).toBe(422);
    expect(missing.error.data).toEqual({ pdf: ['PDF file is required'] });
    const fake = await create({ ...fields, pdf: pdfFile(Buffer.from('<html>not a pdf</html>')) });
    expect(fake.status).toBe(415);
    const invalid = await create({ name: '', pdf: pdfFile() });
    expect(invalid.status).toBe(422);
    expect(invalid.error.data).toMatchObject({
      name: ['Name is required'],
      dueDate: ['Due date is required'],
      maxScore: ['Max score is required'],
    });
    expect(await t.database.db.select().from(fileVersions)).toEqual([]);
    expect(await t.database.db.select().from(classworks)).toEqual([]);
  });

  it('creates a classwork with its PDF, edits it with _method=PUT, and saves statuses', async () => {
    const { headers, students, base, create, file } = await setUp();
    const created = await create({ ...fields, pdf: pdfFile() });
    expect(created.status).toBe(200);
    const item = created.body.data;
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
    const pdf = await file(item.pdf_url!);
    expect(pdf.bytes.equals(TINY_PDF)).toBe(true);

    const newPdf = Buffer.concat([TINY_PDF, Buffer.from('% second version\n')]);
    const { name: _first, ...unnamed } = fields;
    const edited = await t.call(classworksApi.updateByPost, {
      url: `${base}/${item.id}`,
      headers,
      form: { _method: 'PUT', id: item.id, ...unnamed, name: 'Fractions sheet 2', pdf: pdfFile(newPdf) },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.name).toBe('Fractions sheet 2');
    expect(edited.body.data.pdf_url).not.toBe(item.pdf_url);
    // the first version stays stored and served
    expect((await file(item.pdf_url!)).status).toBe(200);
    const withoutPdf = await t.call(classworksApi.update, {
      url: `${base}/${item.id}`,
      headers,
      payload: { name: 'Fractions', dueDate: '2026-11-18 12:00', maxScore: 10 },
    });
    expect(withoutPdf.body.data).toMatchObject({
      name: 'Fractions',
      gradingType: null,
      grading: [],
      pdf_url: edited.body.data.pdf_url,
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
    const { create, file } = await setUp();
    const item = (await create({ ...fields, pdf: pdfFile() })).body.data;
    const stranger = await t.signIn('teacher');
    expect((await file(item.pdf_url!, stranger.headers)).status).toBe(403);
    const admin = await t.signIn('admin');
    expect((await file(item.pdf_url!, admin.headers)).status).toBe(200);
    // a file id of the class under another class's path is not found
    const { klass: other } = await classWithStudents(t.database.db, 1);
    const elsewhere = item.pdf_url!.replace(/classes\/\d+/, `classes/${other.id}`);
    expect((await file(elsewhere, admin.headers)).status).toBe(404);
  });
});
