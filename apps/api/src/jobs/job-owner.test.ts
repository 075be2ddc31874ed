import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { directRun } from '../../test/outbox-mailer';
import { createClass } from '../../test/factories';
import { createJob } from '../../test/jobs';
import { isRunning, uploadSecureVideo } from '../../test/job-processes';
import { writeTestVideo } from '../../test/test-video';
import { jobs, videos } from '../db/schema';
import { processesIn } from '../lib/child-processes';
import { filesDirOf, openDiskFileStore } from '../storage/file-store';
import { startQueue, type JobQueue } from './queue';
import { moduleJobs } from '../module-jobs';
import { sweepDeadOwners } from './registry';

// DATA_DIR of this file: files and work folders, as the server lays them out.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-owner-'));
const workRoot = path.join(dataDir, 'work');
const files = openDiskFileStore(filesDirOf(dataDir));
let queue: JobQueue | undefined;
const t = useTestApp(async () => ({
  options: { files, enqueue: async (name: string, data: object) => void (await queue!.send(name, data)) },
  close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
}));
let video = Buffer.alloc(0);
beforeAll(() => {
  const file = path.join(dataDir, 'clip.mp4');
  // Long enough for ffmpeg to be caught at work (about a second or two of transcoding).
  writeTestVideo(file, { seconds: 20, size: '640x360', rate: 25 });
  video = fs.readFileSync(file);
});
afterEach(async () => {
  await queue?.stop({ graceful: false, wait: true });
  queue = undefined;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startWorkers = async () =>
  (queue = await startQueue(t.database, {
    jobs: moduleJobs,
    schedule: false,
    files,
    workRoot,
  }));
const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const wait = { timeout: 20_000, interval: 10 };
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('jobs and their owner', () => {
  it('transcodes in a folder of the job under DATA_DIR/work (0700, key 0600) and removes it when the job ends', async () => {
    const { headers } = await t.signIn('admin');
    await startWorkers();
    const { videoId, jobId } = await uploadSecureVideo(t, headers, (await createClass(t.database.db)).id, video);
    const folder = path.join(workRoot, String(jobId));
    const key = path.join(folder, 'enc.key');
    // ffmpeg at work: the key and its info file are written.
    await vi.waitFor(async () => expect(await processesIn(folder)).toHaveLength(1), wait);
    expect(fs.statSync(key).size).toBe(16);
    expect([modeOf(workRoot), modeOf(folder), modeOf(key), modeOf(path.join(folder, 'enc.keyinfo'))]).toEqual([
      0o700, 0o700, 0o600, 0o600,
    ]);
    expect(await jobRow(jobId)).toMatchObject({ status: 'in_progress', owner: queue!.owner!.id });
    expect((await jobRow(jobId)).heartbeatAt).toBeInstanceOf(Date);

    await vi.waitFor(async () => expect((await jobRow(jobId)).status).toBe('completed'), wait);
    expect(fs.existsSync(folder)).toBe(false);
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row.status).toBe('ready');
  });

  it('stopping the owner kills its ffmpeg and hands the job back, its folder removed; the next start runs it', async () => {
    const { headers } = await t.signIn('admin');
    await startWorkers();
    const { videoId, jobId } = await uploadSecureVideo(t, headers, (await createClass(t.database.db)).id, video);
    const folder = path.join(workRoot, String(jobId));
    const [ffmpeg] = await vi.waitFor(async () => {
      const found = await processesIn(folder);
      expect(found).toHaveLength(1);
      return found;
    }, wait);

    await queue!.stop({ graceful: true, wait: true, timeout: 10_000 });
    expect(isRunning(ffmpeg)).toBe(false);
    // Back in the queue, as if it had never started; the video waits, neither failed nor ready.
    expect(await jobRow(jobId)).toMatchObject({ status: 'pending', owner: null, error: null, progressDone: 0 });
    expect(fs.existsSync(folder)).toBe(false);
    const videoRow = async () => (await t.database.db.select().from(videos).where(eq(videos.id, videoId)))[0];
    expect((await videoRow()).failure).toBeNull();

    // The next process to start (here a new queue) picks it up and finishes it.
    await startWorkers();
    await vi.waitFor(async () => expect((await jobRow(jobId)).status).toBe('completed'), { ...wait, timeout: 60_000 });
    expect((await videoRow()).status).toBe('ready');
  }, 90_000);

  it("fails only the jobs whose owner's heartbeat is stale, ending what they left running and their folders", async () => {
    const { userId } = await t.signIn('admin');
    const inProgress = { status: 'in_progress' as const, createdBy: userId };
    const dead = await createJob(t.database.db, { ...inProgress, owner: 'other-host/7/dead', heartbeatAt: secondsAgo(31) });
    const live = await createJob(t.database.db, { ...inProgress, owner: 'other-host/8/live', heartbeatAt: secondsAgo(20) });
    const done = await createJob(t.database.db, { status: 'completed', createdBy: userId });
    for (const job of [dead, live, done]) fs.mkdirSync(path.join(workRoot, String(job.id)), { recursive: true });
    // What the dead owner's job left running in its folder (as ffmpeg would, named by its arguments).
    const leftover = spawn('sh', ['-c', 'sleep 60; true', 'sh', path.join(workRoot, String(dead.id), 'seg%05d.ts')], {
      detached: true,
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => leftover.once('exit', resolve));

    const log = vi.fn();
    await sweepDeadOwners({ db: t.database.db, files, workRoot, ...directRun(t.database.db), log }, moduleJobs.jobTypes);
    expect(await jobRow(dead.id)).toMatchObject({ status: 'failed', error: { code: 'job.interrupted', params: {} } });
    expect(await jobRow(live.id)).toMatchObject({ status: 'in_progress', error: null });
    expect(await jobRow(done.id)).toMatchObject({ status: 'completed' });
    expect(await exited).toBeDefined();
    expect(fs.readdirSync(workRoot)).toEqual([String(live.id)]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`now failed: ${dead.id}`));

    // A queue starting now sweeps the same way: the live owner's job and folder are still left alone.
    await startWorkers();
    expect((await jobRow(live.id)).status).toBe('in_progress');
    expect(fs.readdirSync(workRoot)).toEqual([String(live.id)]);
  });
});
