import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ROLE, STUDENT_SHEET_COLUMNS, importExportApi } from '@backoffice/contract';
import { createCenter } from '../../../test/factories';
import { studentProfiles, users } from '../../db/schema';
import { createJob } from '../../../test/jobs';
import { useJobsTestApp, waitForJob } from './import-export.test-helpers';

const t = useJobsTestApp();

async function addStudents(count: number, first: Partial<typeof users.$inferInsert> = {}) {
  const center = await createCenter(t.database.db, 'Giza Center');
  const created = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Student ${i + 1}`,
        email: `s${i + 1}@example.com`,
        phone: '01000000000',
        gender: 'male',
        birthDate: '2010-05-06',
        mainRoleId: ROLE.student,
        ...(i === 0 ? first : {}),
      })),
    )
    .returning({ id: users.id });
  await t.database.db.insert(studentProfiles).values(
    created.map(({ id }, i) => ({
      userId: id,
      studentType: i === 0 ? 'center' : 'school',
      centerId: i === 0 ? center.id : null,
      motherName: i === 0 ? '@mother' : null,
    })),
  );
}

async function download(headers: Record<string, string>, id: number) {
  return t.call(importExportApi.download, { url: `/api/admin/import-export-requests/${id}/download`, headers });
}

describe('GET /api/admin/students/export/Xlsx', () => {
  it('writes every student to an .xlsx, neutralising cells a spreadsheet would run', async () => {
    const { headers } = await t.signIn('admin');
    await addStudents(1203, { name: '=HYPERLINK("http://evil")', phone: '+201000000000', nickname: '-1+1' });
    const started = await t.call(importExportApi.exportStudents, { url: '/api/admin/students/export/Xlsx', headers });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ type: 'export', status: 'pending', entity_type: 'students', url: null });
    expect(started.body.data.file_name).toMatch(/^students-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
    const job = await waitForJob(t, started.body.data.id);
    expect(job.status).toBe('completed');

    const list = await t.call(importExportApi.list, { url: '/api/admin/import-export-requests', headers });
    expect(list.body.data[0].url).toBe(`/api/admin/import-export-requests/${job.id}/download`);
    const file = await download(headers, job.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.file_name}"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.bytes));
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1204);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual([...STUDENT_SHEET_COLUMNS]);
    const first = Object.fromEntries(STUDENT_SHEET_COLUMNS.map((column, i) => [column, row(2)[i]]));
    expect(first).toMatchObject({
      name: `'=HYPERLINK("http://evil")`,
      nickname: "'-1+1",
      phone: "'+201000000000",
      email: 's1@example.com',
      birthDate: '2010-05-06',
      studentType: 'center',
      center: 'Giza Center',
      motherName: "'@mother",
    });
    expect(row(1204)[0]).toBe('Student 1203');
  });

  it('is for admins only', async () => {
    const { headers } = await t.signIn('teacher');
    expect((await t.call(importExportApi.exportStudents, { url: '/api/admin/students/export/Xlsx', headers })).status).toBe(403);
  });
});

describe('GET /api/admin/import-export-requests/{id}/download', () => {
  it('answers 404 for an unknown job, an import, or an export not finished', async () => {
    const { headers, userId } = await t.signIn('admin');
    const imported = await createJob(t.database.db, { type: 'student-import', status: 'completed', createdBy: userId });
    const pending = await createJob(t.database.db, { type: 'student-export', status: 'pending', createdBy: userId });
    for (const id of [999999, imported.id, pending.id]) expect((await download(headers, id)).status).toBe(404);
  });

  it("answers 403 to a teacher for someone else's export, 200 for their own", async () => {
    const admin = await t.signIn('admin');
    const teacher = await t.signIn('teacher');
    const storedFile = t.files.newName('.xlsx');
    await t.files.write(storedFile, Readable.from([Buffer.from('PK')]));
    const exported = { status: 'completed', resultFile: storedFile } as const;
    const theirs = await createJob(t.database.db, { ...exported, createdBy: admin.userId });
    const own = await createJob(t.database.db, { ...exported, createdBy: teacher.userId });
    expect((await download(teacher.headers, theirs.id)).status).toBe(403);
    expect((await download(teacher.headers, own.id)).status).toBe(200);
    expect((await download(admin.headers, own.id)).status).toBe(200);
    expect((await download({}, own.id)).status).toBe(401);
  });
});
