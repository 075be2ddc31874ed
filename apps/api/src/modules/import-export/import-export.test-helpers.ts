import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { vi } from 'vitest';
import { translateMessage, type Language, importExportApi } from '@backoffice/contract';
import { openTestFileStore, useTestApp, type TestApp } from '../../../test/test-app';
import { jobs } from '../../db/schema';
import { startQueue, type JobQueue } from '../../jobs/queue';
import { moduleJobs } from '../../module-jobs';
import type { FileStore } from '../../storage/file-store';
import { presentJob } from './import-export.service';

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

export type JobsTestApp = TestApp & { files: FileStore };

/** The test app with the real pg-boss queue and its import/export workers on the test database. */
export function useJobsTestApp(): JobsTestApp {
  let queue: JobQueue | undefined;
  let dir = '';
  const context = useTestApp(async (database) => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-jobs-'));
    // A temp folder, or a bucket with TEST_FILE_STORE=s3.
    const { files, close: closeFiles } = await openTestFileStore();
    (context as JobsTestApp).files = files;
    queue = await startQueue(database, {
      jobs: moduleJobs,
      schedule: false,
      files,
      workRoot: path.join(dir, 'work'),
    });
    const enqueue = async (name: string, data: object) => {
      await queue!.send(name, data);
    };
    const close = async () => {
      await queue?.stop({ graceful: false, wait: true });
      await fs.rm(dir, { recursive: true, force: true });
      await closeFiles();
    };
    return { options: { files, enqueue }, close };
  });
  return context as JobsTestApp;
}

/**
 * Waits until the job's worker has finished it; answers the job as the Import/Export page gets it
 * (error_message and errors_json in `language`), with the stored row beside it.
 */
export async function waitForJob(t: TestApp, id: number, language: Language = 'en') {
  const row = await vi.waitFor(
    async () => {
      const [found] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
      if (found?.status !== 'completed' && found?.status !== 'failed') throw new Error(`job ${id} did not finish`);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
  return { ...presentJob(row, (message, params) => translateMessage(language, message, params)), row };
}

/** POSTs a sheet to admin/students/import and waits for its job. */
export async function importSheet(
  t: TestApp,
  headers: Record<string, string>,
  content: Buffer,
  options: { name?: string; onlyValid?: string } = {},
) {
  const response = await t.call(importExportApi.importStudents, {
    url: '/api/admin/students/import',
    headers,
    form: {
      ...(options.onlyValid ? { only_valid: options.onlyValid } : {}),
      file: { name: options.name ?? 'students.xlsx', data: content },
    },
  });
  if (response.status !== 200) return { response, job: null };
  return { response, job: await waitForJob(t, response.body.data.id) };
}
