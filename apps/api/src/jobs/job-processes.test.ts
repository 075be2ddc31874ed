import fs from 'node:fs';
import { importExportApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createClass } from '../../test/factories';
import { isRunning, loadWorkerProcess, uploadSecureVideo, type WorkerProcess } from '../../test/job-processes';
import { withDatabase } from '../../test/postgres-url';
import { writeTestVideo } from '../../test/test-video';
import { jobs, videos } from '../db/schema';
import { processesIn } from '../lib/child-processes';
import { HEADER, sheetOf, studentRow } from '../modules/import-export/import-export.test-helpers';
import { filesDirOf, openDiskFileStore } from '../storage/file-store';
import { startQueue, type JobQueue } from './queue';
import { moduleJobs } from '../module-jobs';

/**
 * Job workers in separate processes on one PostgreSQL database and one DATA_DIR, as several servers run
 * them: a start never touches a live process's jobs; a killed one's ffmpeg dies with it and its job and
 * folder are swept once its heartbeat is stale. (PGlite is held by one process: see job-owner.test.ts.)
 */
describe.runIf(process.env.TEST_DB === 'postgres')('job workers in several processes', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-processes-'));
  const workRoot = path.join(dataDir, 'work');
  const files = openDiskFileStore(filesDirOf(dataDir));
  // This process only sends jobs: its queue runs no job worker.
  let sender: JobQueue | undefined;
  const t = useTestApp(async (database) => {
    sender = await startQueue(database, {
      jobs: moduleJobs,
      schedule: false,
    });
    const enqueue = async (name: string, data: object) => void (await sender!.send(name, data));
    return { options: { files, enqueue }, close: async () => sender?.stop({ graceful: false, wait: true }) };
  });
  const workers: WorkerProcess[] = [];
  let video = Buffer.alloc(0);
  let sheet: Buffer = Buffer.alloc(0);
  beforeAll(async () => {
    const file = path.join(dataDir, 'clip.mp4');
    writeTestVideo(file, { seconds: 60, size: '640x360', rate: 25 });
    video = fs.readFileSync(file);
    sheet = await sheetOf([HEADER, ...Array.from({ length: 20_000 }, (_, n) => studentRow(n + 1))]);
  });
  afterAll(() => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A worker process, loaded (compiled and imported) but not started. */
  const loadWorker = async () => {
    const { rows } = await t.database.sql.executeSql('SELECT current_database() AS name', []);
    const url = withDatabase(process.env.TEST_DATABASE_URL!, String(rows[0].name));
    const worker = await loadWorkerProcess({ DATABASE_URL: url, DATA_DIR: dataDir });
    workers.push(worker);
    return worker;
  };
  const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const videoRow = async (id: number) => (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0];
  const wait = { timeout: 40_000, interval: 50 };
  /** The ffmpeg of a transcode once it runs, found by its work folder. */
  const ffmpegOf = (jobId: number) =>
    vi.waitFor(async () => {
      const [pid] = await processesIn(path.join(workRoot, String(jobId)));
      expect(pid).toBeGreaterThan(0);
      return pid;
    }, wait);
  const importSheet = async (headers: Record<string, string>) => {
    const response = await t.call(importExportApi.importStudents, {
      url: '/api/admin/students/import',
      headers,
      form: { file: { name: 'students.xlsx', data: sheet } },
    });
    expect(response.status).toBe(200);
    return response.body.data.id as number;
  };

  it("a second process starting leaves the first one's import and transcode running, and both complete", async () => {
    const { headers } = await t.signIn('admin');
    const [first, second] = await Promise.all([loadWorker(), loadWorker()]);
    await first.start();
    const transcode = await uploadSecureVideo(t, headers, (await createClass(t.database.db)).id, video);
    const importId = await importSheet(headers);
    const ffmpeg = await ffmpegOf(transcode.jobId);
    await vi.waitFor(async () => expect((await jobRow(importId)).status).toBe('in_progress'), wait);
    const folder = path.join(workRoot, String(transcode.jobId));

    await second.start();
    expect(second.ownerId).not.toBe(first.ownerId);
    for (const id of [transcode.jobId, importId])
      expect(await jobRow(id)).toMatchObject({ status: 'in_progress', owner: first.ownerId, error: null });
    expect(fs.existsSync(path.join(folder, 'enc.key'))).toBe(true);
    expect(isRunning(ffmpeg)).toBe(true);

    await vi.waitFor(async () => {
      for (const id of [transcode.jobId, importId]) expect((await jobRow(id)).status).toBe('completed');
    }, wait);
    expect((await videoRow(transcode.videoId)).status).toBe('ready');
    expect(fs.existsSync(folder)).toBe(false);
    expect(first.output() + second.output()).not.toContain('now failed');
  }, 90_000); // a 20,000-row import and a transcode: the waits above are 40 s each

  it('killing a process ends its ffmpeg; the other fails its job once the heartbeat is stale and removes its folder', async () => {
    const { headers } = await t.signIn('admin');
    const { videoId, jobId } = await uploadSecureVideo(t, headers, (await createClass(t.database.db)).id, video);
    const ffmpeg = await ffmpegOf(jobId);
    const { owner: ownerId } = await jobRow(jobId);
    const owner = workers.find((worker) => worker.ownerId === ownerId)!;
    const survivor = workers.find((worker) => worker !== owner)!;

    owner.child.kill('SIGKILL');
    await vi.waitFor(() => expect(isRunning(ffmpeg)).toBe(false), { timeout: 5_000, interval: 50 });
    // Its heartbeat is fresh a moment more: the survivor leaves the job and its folder alone.
    expect((await jobRow(jobId)).status).toBe('in_progress');
    const folder = path.join(workRoot, String(jobId));
    expect(fs.existsSync(folder)).toBe(true);

    // 30 seconds on: the survivor's next sweep (every 5 s) fails the job and removes the folder.
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '31 seconds'` })
      .where(eq(jobs.id, jobId));
    await vi.waitFor(
      async () => {
        expect(await jobRow(jobId)).toMatchObject({ status: 'failed', error: { code: 'job.interrupted', params: {} } });
        expect(fs.existsSync(folder)).toBe(false);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await videoRow(videoId)).status).toBe('failed');
    expect(survivor.output()).toContain(`now failed: ${jobId}`);
  });

  it('SIGTERM ends the process with its ffmpeg and hands its job back, its folder removed; the next process runs it', async () => {
    const { headers } = await t.signIn('admin');
    const { videoId, jobId } = await uploadSecureVideo(t, headers, (await createClass(t.database.db)).id, video);
    const ffmpeg = await ffmpegOf(jobId);
    const { owner: ownerId } = await jobRow(jobId);
    const owner = workers.find((worker) => worker.ownerId === ownerId)!;
    const exited = new Promise((resolve) => owner.child.once('exit', resolve));

    owner.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(isRunning(ffmpeg)).toBe(false);
    expect(await jobRow(jobId)).toMatchObject({ status: 'pending', owner: null, error: null });
    expect(fs.existsSync(path.join(workRoot, String(jobId)))).toBe(false);

    const next = await loadWorker();
    await next.start();
    await vi.waitFor(async () => expect(await jobRow(jobId)).toMatchObject({ status: 'completed', owner: next.ownerId }), wait);
    expect((await videoRow(videoId)).status).toBe('ready');
  });
});
