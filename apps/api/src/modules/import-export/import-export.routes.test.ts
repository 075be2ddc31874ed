import { describe, expect, it } from 'vitest';
import { importExportApi, JOBS_PAGE_SIZE } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createJob } from '../../../test/jobs';

const t = useTestApp();

async function addJobs(createdBy: number, count: number, type: 'import' | 'export', fileName = (i: number) => `file-${i}.xlsx`) {
  for (let i = 0; i < count; i += 1)
    await createJob(t.database.db, { type: `student-${type}`, fileName: fileName(i), createdBy });
}
const list = (headers: Record<string, string>, query = '') =>
  t.call(importExportApi.list, { url: `/api/admin/import-export-requests${query}`, headers });

describe('GET /api/admin/import-export-requests', () => {
  it('pages 9 cards at a time, newest first, with the job fields', async () => {
    const { headers, userId } = await t.signIn('admin');
    await addJobs(userId, 12, 'export');
    const first = await list(headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(JOBS_PAGE_SIZE);
    expect(first.body.meta.pagination).toEqual({ total: 12, count: 9, per_page: 9, current_page: 1, total_pages: 2 });
    expect(first.body.data[0]).toEqual({
      id: 12,
      type: 'export',
      status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      file_name: 'file-11.xlsx',
      entity_type: 'students',
      url: null,
      error_message: null,
      errors_json: null,
      error: null,
      row_errors: null,
      progress: { done: 0, total: null, percent: null },
      started_at: null,
      finished_at: null,
      created_by: userId,
    });
    const second = await list(headers, '?page=2&per_page=9');
    expect(second.body.data.map((job: { file_name: string }) => job.file_name)).toEqual([
      'file-2.xlsx',
      'file-1.xlsx',
      'file-0.xlsx',
    ]);
  });

  it('filters by type and searches file names and the entity type', async () => {
    const { headers, userId } = await t.signIn('admin');
    await addJobs(userId, 2, 'import', (i) => `class-${i}.xlsx`);
    await addJobs(userId, 3, 'export', (i) => `students-${i}.xlsx`);
    expect((await list(headers, '?type=import')).body.meta.pagination.total).toBe(2);
    expect((await list(headers, '?type=export&q=STUDENTS-1')).body.data.map((j: { file_name: string }) => j.file_name)).toEqual([
      'students-1.xlsx',
    ]);
    expect((await list(headers, '?q=class')).body.meta.pagination.total).toBe(2);
    expect((await list(headers, '?q=students')).body.meta.pagination.total).toBe(5);
    expect((await list(headers, '?type=both')).status).toBe(422);
  });

  it("shows a teacher only their own jobs, an admin everyone's", async () => {
    const admin = await t.signIn('admin');
    const teacher = await t.signIn('teacher');
    await addJobs(admin.userId, 3, 'export');
    await addJobs(teacher.userId, 1, 'export', () => 'mine.xlsx');
    const own = await list(teacher.headers);
    expect(own.body.data.map((j: { file_name: string }) => j.file_name)).toEqual(['mine.xlsx']);
    expect(own.body.meta.pagination.total).toBe(1);
    expect((await list(admin.headers)).body.meta.pagination.total).toBe(4);
    expect((await list({})).status).toBe(401);
  });
});
