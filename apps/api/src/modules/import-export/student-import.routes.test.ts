import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DATE_MESSAGE, ROLE } from '@backoffice/contract';
import { createCenter, createUser } from '../../../test/factories';
import { studentProfiles, users } from '../../db/schema';
import { HEADER, importSheet, sheetOf, studentRow, useJobsTestApp, waitForJob } from './import-export.test-helpers';

const t = useJobsTestApp();
const students = () =>
  t.database.db
    .select({
      email: users.email,
      birthDate: users.birthDate,
      centerId: studentProfiles.centerId,
      type: studentProfiles.studentType,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.mainRoleId, ROLE.student))
    .orderBy(asc(users.id));

describe('POST /api/admin/students/import', () => {
  it('imports every row through the queue and answers the pending job at once', async () => {
    const { headers, userId } = await t.signIn('admin');
    const center = await createCenter(t.database.db, 'Maadi Center');
    const rows = [HEADER, studentRow(1), studentRow(2, { studentType: 'Center', center: 'maadi center' }), studentRow(3)];
    const { response, job } = await importSheet(t, headers, await sheetOf(rows));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'import',
      status: 'pending',
      file_name: 'students.xlsx',
      entity_type: 'students',
      url: null,
      created_by: userId,
    });
    expect(job).toMatchObject({ status: 'completed', error_message: null, errors_json: null });
    const written = await students();
    expect(written.map((s) => s.email)).toEqual(['student1@example.com', 'student2@example.com', 'student3@example.com']);
    expect(written[1]).toMatchObject({ type: 'center', centerId: center.id });
  });

  it('writes nothing when two rows fail, and names their row numbers', async () => {
    const { headers } = await t.signIn('admin');
    const rows = [
      HEADER,
      studentRow(1),
      studentRow(2, { phone: '0100' }),
      studentRow(3),
      studentRow(4, { email: 'not-mail', gender: '' }),
    ];
    const { job } = await importSheet(t, headers, await sheetOf(rows));
    expect(job?.status).toBe('failed');
    expect(job?.error_message).toBe('2 of 4 rows have errors; nothing was imported.');
    expect(job?.errors_json).toEqual([
      { row_number: 3, errors: ['Phone must be at least 11 characters'] },
      { row_number: 5, errors: ['Gender is required', 'Email must be a valid email address'] },
    ]);
    expect(await students()).toEqual([]);
  });

  it('with only_valid writes the good rows and keeps the errors of the others', async () => {
    const { headers } = await t.signIn('admin');
    const rows = [HEADER, studentRow(1), studentRow(2, { name: '' }), studentRow(3, { studentType: 'center' })];
    const { job } = await importSheet(t, headers, await sheetOf(rows), { onlyValid: '1' });
    expect(job).toMatchObject({ status: 'completed', error_message: 'Imported 1 of 3 rows; 2 rows with errors were skipped.' });
    expect(job?.errors_json).toEqual([
      { row_number: 3, errors: ['Name is required'] },
      { row_number: 4, errors: ['Center is required when the student type is center'] },
    ]);
    expect((await students()).map((s) => s.email)).toEqual(['student1@example.com']);
  });

  it('flags e-mails repeated in the file or already taken, case-insensitively', async () => {
    const { headers } = await t.signIn('admin');
    await createUser(t.database.db, { email: 'Taken@Example.com' });
    const rows = [
      HEADER,
      studentRow(1),
      studentRow(2, { email: 'STUDENT1@example.com' }),
      studentRow(3, { email: 'taken@example.com' }),
    ];
    const { job } = await importSheet(t, headers, await sheetOf(rows));
    expect(job?.status).toBe('failed');
    expect(job?.errors_json).toEqual([
      { row_number: 3, errors: ['The email STUDENT1@example.com is repeated in the file (first in row 2)'] },
      { row_number: 4, errors: ['The email taken@example.com has already been taken'] },
    ]);
    expect(await students()).toEqual([]);
  });

  it('keeps the messages as codes with their values, and answers them in Arabic to an Arabic reader', async () => {
    const { headers } = await t.signIn('admin');
    const rows = [HEADER, studentRow(1), studentRow(2, { email: 'student1@example.com', phone: '0100' })];
    const { job } = await importSheet(t, headers, await sheetOf(rows));
    expect(job?.error).toEqual({ code: 'import.rowErrors', params: { failed: 1, total: 2 } });
    expect(job?.row_errors).toEqual([
      { row: 3, field: 'phone', message: 'Phone must be at least 11 characters' },
      { row: 3, field: 'email', code: 'import.emailRepeated', params: { email: 'student1@example.com', row: 2 } },
    ]);
    const arabic = await waitForJob(t, job!.id, 'ar');
    expect(arabic.error_message).toBe('صفوف بها أخطاء: 1 من 2؛ لم يتم استيراد أي شيء.');
    expect(arabic.errors_json).toEqual([
      {
        row_number: 3,
        errors: [
          'يجب ألا يقل رقم الهاتف عن 11 حرفاً',
          'البريد الإلكتروني student1@example.com مكرر في الملف (ورد أولاً في الصف 2)',
        ],
      },
    ]);
  });

  it('reads birth dates as ISO text, day-first text, date cells and Excel serial numbers', async () => {
    const { headers } = await t.signIn('admin');
    const rows = [
      HEADER,
      studentRow(1, { birthDate: '2011-02-03' }),
      studentRow(2, { birthDate: '25/12/2010' }),
      studentRow(3, { birthDate: new Date(Date.UTC(2009, 6, 14)) }),
      studentRow(4, { birthDate: 40179 }),
      studentRow(5, { birthDate: '31/02/2010' }),
    ];
    const { job } = await importSheet(t, headers, await sheetOf(rows), { onlyValid: 'true' });
    expect(job?.errors_json).toEqual([{ row_number: 6, errors: [DATE_MESSAGE] }]);
    expect((await students()).map((s) => s.birthDate)).toEqual(['2011-02-03', '2010-12-25', '2009-07-14', '2010-01-01']);
  });

  it.each([
    ['an empty sheet', [] as unknown[][], 'The sheet is empty.'],
    ['a header without rows', [HEADER], 'The sheet has no student rows.'],
  ])('fails the job for %s', async (_case, rows, message) => {
    const { headers } = await t.signIn('admin');
    const { job } = await importSheet(t, headers, await sheetOf(rows));
    expect(job).toMatchObject({ status: 'failed', error_message: message, errors_json: null });
  });

  it('fails the job for missing required columns and names each one as an error of the header row', async () => {
    const { headers } = await t.signIn('admin');
    const rows = [
      ['name', 'email'],
      ['A', 'a@example.com'],
    ];
    const { job } = await importSheet(t, headers, await sheetOf(rows));
    expect(job).toMatchObject({
      status: 'failed',
      error_message: 'The sheet is missing the required columns: phone, gender, birthDate.',
      errors_json: [
        {
          row_number: 1,
          errors: [
            'The header row has no phone column.',
            'The header row has no gender column.',
            'The header row has no birthDate column.',
          ],
        },
      ],
    });
    expect(job?.row_errors?.map(({ row, field, code }) => ({ row, field, code }))).toEqual(
      ['phone', 'gender', 'birthDate'].map((field) => ({ row: 1, field, code: 'import.missingColumn' })),
    );
    expect(await students()).toEqual([]);
  });

  it('fails the job with a readable message for a spreadsheet cut short', async () => {
    const { headers } = await t.signIn('admin');
    // Its first bytes are an .xlsx (so the upload takes it); the rest of the archive is missing.
    const cutShort = (await sheetOf([HEADER, studentRow(1)])).subarray(0, 4200);
    const { job } = await importSheet(t, headers, cutShort);
    expect(job).toMatchObject({ status: 'failed', error_message: 'The file could not be read as an .xlsx spreadsheet.' });
  });
});
