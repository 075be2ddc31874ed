import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importExportApi, STUDENT_SHEET_COLUMNS } from '@backoffice/contract';
import { users } from '../../db/schema';
import { importSheet, useJobsTestApp } from './import-export.test-helpers';

const t = useJobsTestApp();

const downloadTemplate = (headers: Record<string, string>) =>
  t.call(importExportApi.importTemplate, { url: '/api/admin/students/import-template', headers });

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(bytes));
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('GET /api/admin/students/import-template', () => {
  it('is a sheet whose header is the columns the import reads, with one example row, and it imports as it is', async () => {
    const { headers } = await t.signIn('admin');
    const answer = await downloadTemplate(headers);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toContain('students-import-template.xlsx');
    const [students, guide] = (await workbookOf(answer.bytes)).worksheets;
    expect(rowValues(students, 1)).toEqual([...STUDENT_SHEET_COLUMNS]);
    expect(students.actualRowCount).toBe(2);
    expect(guide.name).toBe('Guide');
    expect(String(guide.getCell('A2').value)).toBe('Required columns: name, email, phone, gender, birthDate.');

    const { job } = await importSheet(t, headers, answer.bytes, { name: 'students-import-template.xlsx' });
    expect(job).toMatchObject({ status: 'completed', error: null, row_errors: null, progress: { done: 1, total: 1 } });
    const [example] = await t.database.db.select().from(users).where(eq(users.email, 'amal.hassan@example.com'));
    expect(example).toMatchObject({ name: 'Amal Hassan', birthDate: '2012-03-04' });
  });

  it('guides in Arabic, keeping the English headers the import reads', async () => {
    const { headers } = await t.signIn('admin');
    const answer = await downloadTemplate({ ...headers, 'accept-language': 'ar' });
    const [students, guide] = (await workbookOf(answer.bytes)).worksheets;
    expect(rowValues(students, 1)).toEqual([...STUDENT_SHEET_COLUMNS]);
    expect(guide.name).toBe('إرشادات');
    expect(String(guide.getCell('A2').value)).toBe('الأعمدة المطلوبة: name, email, phone, gender, birthDate.');
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await downloadTemplate(headers)).status).toBe(403);
  });
});
