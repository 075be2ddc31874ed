import { describe, expect, it } from 'vitest';
import { importExportApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { jobs as jobsTable } from '../../db/schema';
import { HEADER, sheetOf, studentRow } from './import-export.test-helpers';

const t = useTestApp();
const jobs = () => t.database.db.select().from(jobsTable);

async function upload(headers: Record<string, string>, file?: { name: string; content: Buffer; field?: string }) {
  const form = file ? { [file.field ?? 'file']: { name: file.name, data: file.content } } : {};
  return t.call(importExportApi.importStudents, { url: '/api/admin/students/import', headers, form });
}

describe('POST /api/admin/students/import: what is refused before any job exists', () => {
  it('answers 413 with the envelope for a 20 MB file', async () => {
    const { headers } = await t.signIn('admin');
    const big = Buffer.concat([await sheetOf([HEADER, studentRow(1)]), Buffer.alloc(20 * 1024 * 1024)]);
    const { status, error } = await upload(headers, { name: 'big.xlsx', content: big });
    expect(status).toBe(413);
    expect(error).toEqual({
      message: 'The file may not be larger than 10 MB.',
      data: { file: ['The file is too large.'] },
      errors: { file: ['The file is too large.'] },
    });
    expect(await jobs()).toEqual([]);
  });

  it('answers 415 for a zip that is no spreadsheet, before any job exists', async () => {
    const { headers } = await t.signIn('admin');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const { status, error } = await upload(headers, { name: 'students.xlsx', content: zip });
    expect(status).toBe(415);
    expect(error).toMatchObject({ data: { file: ['The file must be an .xlsx or .xls spreadsheet.'] } });
    expect(await jobs()).toEqual([]);
  });

  it('answers 415 for a text file renamed .xlsx, checked by its bytes', async () => {
    const { headers } = await t.signIn('admin');
    const { status, error } = await upload(headers, {
      name: 'students.xlsx',
      content: Buffer.from('name,email\nA,a@example.com\n'),
    });
    expect(status).toBe(415);
    expect(error.message).toBe('The file must be an .xlsx or .xls spreadsheet.');
    expect(await jobs()).toEqual([]);
  });

  it('answers 415 for a file that is not .xlsx or .xls by name, even with spreadsheet bytes', async () => {
    const { headers } = await t.signIn('admin');
    const { status } = await upload(headers, { name: 'students.csv', content: await sheetOf([HEADER, studentRow(1)]) });
    expect(status).toBe(415);
  });

  it('answers 415 to a JSON body and 422 to a form without a file', async () => {
    const { headers } = await t.signIn('admin');
    const json = await t.call(importExportApi.importStudents, { url: '/api/admin/students/import', headers, payload: {} });
    expect(json.status).toBe(415);
    const empty = await upload(headers);
    expect(empty.status).toBe(422);
    expect(empty.error.data).toEqual({ file: ['Please choose a file to import.'] });
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    const { status } = await upload(headers, { name: 'students.xlsx', content: await sheetOf([HEADER]) });
    expect(status).toBe(403);
  });

  it('translates the refusal for an Arabic client', async () => {
    const { headers } = await t.signIn('admin');
    const { error } = await upload({ ...headers, 'accept-language': 'ar' }, { name: 'a.txt', content: Buffer.from('x') });
    expect(error.message).toBe('يجب أن يكون الملف جدول بيانات بصيغة .xlsx أو .xls.');
  });
});
