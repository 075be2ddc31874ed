import fs from 'node:fs/promises';
import { importExportApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { directRun } from '../../test/outbox-mailer';
import { jobs } from '../db/schema';
import { openDiskFileStore, type FileStore } from '../storage/file-store';
import { createJob, submitJob, type NewJob } from './jobs.service';
import { startQueue, type JobQueue } from './queue';
import { moduleJobs } from '../module-jobs';
import { runJob, sweepDeadOwners, type JobHandler } from './registry';

const t = useTestApp();
let files: FileStore;
let dir = '';
const queues: JobQueue[] = [];
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-registry-'));
  files = openDiskFileStore(dir);
});
afterAll(async () => {
  for (const queue of queues) await queue.stop({ graceful: false, wait: true });
  await fs.rm(dir, { recursive: true, force: true });
});

const exportJob = (createdBy: number): NewJob => ({
  type: 'student-export',
  entityType: 'students',
  fileName: 'e.xlsx',
  createdBy,
});
const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const waitForStatus = (id: number, status: string) =>
  vi.waitFor(
    async () => {
      const row = await jobRow(id);
      if (row.status !== status) throw new Error(`job ${id} is ${row.status}`);
      return row;
    },
    { timeout: 20_000, interval: 100 },
  );
const deps = () => ({
  db: t.database.db,
  files,
  workRoot: path.join(dir, 'work'),
  ...directRun(t.database.db),
  log: vi.fn(),
});

describe('the job registry', () => {
  it("leaves a running job to its live owner when another queue starts, and fails it once the owner's heartbeat is stale", async () => {
    const { userId, headers } = await t.signIn('admin');
    // An export that reports some progress, then never ends: the process is stopped under it.
    const hanging: JobHandler = {
      run: async ({ progress }) => {
        await progress(5, 10);
        return new Promise(() => undefined);
      },
      unexpected: 'export.unexpected',
    };
    const first = await startQueue(t.database, {
      jobs: { ...moduleJobs, jobTypes: { ...moduleJobs.jobTypes, 'student-export': hanging } },
      schedule: false,
      files,
      workRoot: path.join(dir, 'work'),
    });
    queues.push(first);
    const killed = await submitJob(t.database.db, async (name, data) => void (await first.send(name, data)), exportJob(userId));
    await vi.waitFor(async () => expect((await jobRow(killed.id)).progressDone).toBe(5), { timeout: 20_000, interval: 100 });
    expect((await jobRow(killed.id)).status).toBe('in_progress');

    // Another start (here a second queue on the database) sweeps only dead owners: the job is untouched.
    const second = await startQueue(t.database, {
      jobs: moduleJobs,
      schedule: false,
      files,
      workRoot: path.join(dir, 'work'),
    });
    queues.push(second);
    expect(await jobRow(killed.id)).toMatchObject({ status: 'in_progress', owner: first.owner!.id, error: null });

    // The first process dies: its heartbeat stops and grows stale, and the next sweep fails its job.
    await first.stop({ graceful: false, wait: true });
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '31 seconds'` })
      .where(eq(jobs.id, killed.id));
    await sweepDeadOwners(deps(), moduleJobs.jobTypes);
    expect(await jobRow(killed.id)).toMatchObject({ status: 'failed', error: { code: 'job.interrupted', params: {} } });
    expect((await jobRow(killed.id)).finishedAt).toBeInstanceOf(Date);
    expect(await second.getQueue('student-export')).toMatchObject({ retryLimit: 0 });

    const list = await t.call(importExportApi.list, { url: '/api/admin/import-export-requests?type=export', headers });
    expect(list.body.data[0]).toMatchObject({
      id: killed.id,
      status: 'failed',
      error_message: 'The job was interrupted when the server stopped; please start it again.',
      progress: { done: 5, total: 10, percent: 50 },
    });
    const arabic = await t.call(importExportApi.list, {
      url: '/api/admin/import-export-requests?type=export',
      headers: { ...headers, 'accept-language': 'ar' },
    });
    expect(arabic.body.data[0].error_message).toBe('توقفت المهمة عند إيقاف الخادم؛ يرجى بدئها مرة أخرى.');

    // The restarted workers run new jobs, and the killed one stays failed.
    const next = await submitJob(t.database.db, async (name, data) => void (await second.send(name, data)), exportJob(userId));
    expect((await waitForStatus(next.id, 'completed')).resultFile).toBeTruthy();
    expect((await jobRow(killed.id)).status).toBe('failed');
  });

  it('runs a job delivered twice only once', async () => {
    const { userId } = await t.signIn('admin');
    const run = vi.fn(async () => ({ status: 'completed' as const }));
    const job = await createJob(t.database.db, exportJob(userId));
    await runJob(deps(), { run, unexpected: 'export.unexpected' }, job.id);
    await runJob(deps(), { run, unexpected: 'export.unexpected' }, job.id);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'completed', error: null });
  });

  it("fails a job whose handler throws with the type's coded reason, and logs the cause", async () => {
    const { userId } = await t.signIn('admin');
    const job = await createJob(t.database.db, exportJob(userId));
    const context = deps();
    const run = async () => {
      throw new Error('disk full');
    };
    await runJob(context, { run, unexpected: 'export.unexpected' }, job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', error: { code: 'export.unexpected', params: {} } });
    expect(context.log).toHaveBeenCalledWith(`job student-export ${job.id} failed`, expect.any(Error));
  });

  it('fails the job at once when the queue refuses it', async () => {
    const { userId } = await t.signIn('admin');
    const refuse = async () => {
      throw new Error('queue down');
    };
    await expect(submitJob(t.database.db, refuse, exportJob(userId))).rejects.toThrow('queue down');
    const [row] = await t.database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', error: { code: 'job.notQueued', params: {} } });
  });
});
