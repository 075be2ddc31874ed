import { spawn, type ChildProcess } from 'node:child_process';
import { videosApi } from '@backoffice/contract';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { videos } from '../src/db/schema';
import type { TestApp } from './test-app';

/** Whether the process runs (a zombie waiting to be reaped does not), read from /proc. */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Uploads `content` as a secure video of a new class; answers the video and the id of its transcode job. */
export async function uploadSecureVideo(t: TestApp, headers: Record<string, string>, classId: number, content: Buffer) {
  const response = await t.call(videosApi.upload, {
    url: '/api/admin/videos/upload',
    headers,
    form: {
      title: 'Lesson',
      type: 'Lecture',
      'classesId[]': [classId],
      is_secure: 1,
      video: { name: 'clip.mp4', data: content },
    },
  });
  expect(response.status).toBe(200);
  return videoJob(t.database.db, response.body.data.id as number);
}

export async function videoJob(db: Db, videoId: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  return { videoId, jobId: row.jobId! };
}

/** `ownerId` is known once started. */
export type WorkerProcess = { child: ChildProcess; ownerId: string; output: () => string; start: () => Promise<void> };

const WORKER = path.join(import.meta.dirname, 'job-worker-process.ts');

/**
 * Loads test/job-worker-process.ts (the job workers as the server runs them) in a process of its own;
 * `start` starts its workers and answers once they are ready.
 */
export async function loadWorkerProcess(env: { DATABASE_URL: string; DATA_DIR: string }): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
        else if (child.exitCode !== null) reject(new Error(`worker exited with ${child.exitCode}: ${output}`));
        else setTimeout(check, 20);
      };
      check();
    });
  await printed(/^loaded$/m);
  const worker: WorkerProcess = {
    child,
    ownerId: '',
    output: () => output,
    start: async () => {
      child.stdin.write('go\n');
      worker.ownerId = (await printed(/^ready (\S+)$/m))[1];
    },
  };
  return worker;
}
