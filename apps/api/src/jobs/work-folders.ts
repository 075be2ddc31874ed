import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { killProcessesIn } from '../lib/child-processes';
import { liveJobsAmong } from './jobs.service';

/**
 * A job's scratch folder: DATA_DIR/work/<job id>, readable by this user only (a transcode's AES key sits
 * there while ffmpeg runs). Never the shared /tmp: another process there, or a sweep of its own, cannot
 * tell whose it is.
 */
export const workDirOf = (workRoot: string, jobId: number) => path.join(workRoot, String(jobId));

/** Creates the job's folder afresh (a restored backup can reuse a job id), 0700 under a 0700 root. */
export async function makeWorkDir(workRoot: string, jobId: number): Promise<string> {
  await fs.mkdir(workRoot, { recursive: true, mode: 0o700 });
  await fs.chmod(workRoot, 0o700);
  const dir = workDirOf(workRoot, jobId);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { mode: 0o700 });
  return dir;
}

export const removeWorkDir = (dir: string) => fs.rm(dir, { recursive: true, force: true });

/**
 * Removes the folders whose job no live owner runs (finished, failed, or its owner's heartbeat stale),
 * first killing what still runs in them: what a killed process left. A live owner's folder, from this
 * process or another on the same DATA_DIR, is left alone. Answers the job ids swept.
 */
export async function sweepWorkFolders(
  deps: { db: Db; workRoot: string; log: (message: string) => void },
  staleSeconds: number,
): Promise<number[]> {
  const names = await fs.readdir(deps.workRoot).catch(() => [] as string[]);
  // Listed before the jobs are read: a folder made meanwhile belongs to a job claimed meanwhile, so live.
  const ids = names.filter((name) => /^\d+$/.test(name)).map(Number);
  const live = await liveJobsAmong(deps.db, ids, staleSeconds);
  const swept: number[] = [];
  for (const id of ids.filter((candidate) => !live.has(candidate))) {
    const dir = workDirOf(deps.workRoot, id);
    const killed = await killProcessesIn(dir);
    if (killed.length > 0) deps.log(`work sweep: killed ${killed.join(', ')} left running in ${dir}`);
    await removeWorkDir(dir);
    swept.push(id);
  }
  if (swept.length > 0) deps.log(`work sweep: removed the folders of jobs no live process runs: ${swept.join(', ')}`);
  return swept;
}
