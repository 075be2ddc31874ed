import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { importExportRequests } from '../../db/schema';
import { startQueue, type JobQueue } from '../../jobs/queue';
import { openDiskFileStore, type FileStore } from '../../storage/file-store';

export const HEADER = ['name', 'nickname', 'email', 'phone', 'gender', 'birthDate', 'schoolName', 'studentType', 'center'];

/** A student row in HEADER order; `overrides` by column name. */
export function studentRow(n: number, overrides: Record<string, unknown> = {}): unknown[] {
  const row: Record<string, unknown> = {
    name: `Student ${n}`,
    nickname: `S${n}`,
    email: `student${n}@example.com`,
    phone: `0100000${String(n).padStart(4, '0')}`,
    gender: n % 2 ? 'male' : 'female',
    birthDate: '2010-03-04',
    schoolName: 'Cairo School',
    studentType: 'school',
    center: null,
    ...overrides,
  };
  return HEADER.map((column) => row[column]);
}

/** An .xlsx of these rows (the first is the header), as bytes. */
export async function sheetOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; field?: string }) {
  const boundary = `----backoffice${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export type JobsTestApp = TestApp & { files: FileStore };

/** The test app with the real pg-boss queue and its import/export workers on the test database. */
export function useJobsTestApp(): JobsTestApp {
  let queue: JobQueue | undefined;
  let dir = '';
  const context = useTestApp(async (database) => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-jobs-'));
    const files = openDiskFileStore(dir);
    (context as JobsTestApp).files = files;
    queue = await startQueue(database, { schedule: false, files });
    const enqueue = async (name: string, data: object) => {
      await queue!.send(name, data);
    };
    const close = async () => {
      await queue?.stop({ graceful: false, wait: true });
      await fs.rm(dir, { recursive: true, force: true });
    };
    return { options: { files, enqueue }, close };
  });
  return context as JobsTestApp;
}

/** Polls the job row until its worker has finished it. */
export async function waitForJob(t: TestApp, id: number) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.database.db.select().from(importExportRequests).where(eq(importExportRequests.id, id));
    if (row && (row.status === 'completed' || row.status === 'failed')) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

/** POSTs a sheet to admin/students/import and waits for its job. */
export async function importSheet(
  t: TestApp,
  headers: Record<string, string>,
  content: Buffer,
  options: { name?: string; onlyValid?: string } = {},
) {
  const body = multipart(options.onlyValid ? { only_valid: options.onlyValid } : {}, {
    name: options.name ?? 'students.xlsx',
    content,
  });
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/students/import',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (response.status !== 200) return { response, job: null };
  return { response, job: await waitForJob(t, response.body.data.id) };
}
