import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { jobMessage, type JobMessage } from '@backoffice/contract';
import { videos } from '../../db/schema';
import type { Db } from '../../db/client';
import { JobFailure, type JobContext, type JobDeps, type JobHandler } from '../../jobs/registry';
import type { JobRow } from '../../jobs/jobs.service';
import type { FileStore } from '../../storage/file-store';
import { hasFfmpeg, probeVideoSeconds, transcodeToHls } from '../media/ffmpeg';
import { removeHlsOutput } from '../../storage/hls-playlist';

const videoIdOf = (job: JobRow) => Number(job.input.videoId);

/** Stores each segment and the playlist under generated names; removes what it stored if one write fails. */
async function storeOutput(files: FileStore, workDir: string): Promise<string> {
  const stored: string[] = [];
  try {
    const lines = (await fs.promises.readFile(path.join(workDir, 'index.m3u8'), 'utf8')).split('\n');
    for (const [index, line] of lines.entries()) {
      if (!/^seg\d+\.ts$/.test(line.trim())) continue;
      const name = files.newName('.ts');
      stored.push(name);
      await files.write(name, fs.createReadStream(path.join(workDir, line.trim())));
      lines[index] = name;
    }
    const playlist = files.newName('.m3u8');
    stored.push(playlist);
    await files.write(playlist, Readable.from([Buffer.from(lines.join('\n'))]));
    return playlist;
  } catch (error) {
    await Promise.all(stored.map((name) => files.remove(name)));
    throw error;
  }
}

async function transcode({ db, files, job, signal, workDir: jobWorkDir }: JobContext) {
  const [video] = await db
    .select()
    .from(videos)
    .where(eq(videos.id, videoIdOf(job)));
  // Deleted meanwhile, or edited so that it is no longer secure: nothing to do.
  if (!video?.isSecure || !video.filePath || video.jobId !== job.id) return { status: 'completed' as const };
  if (!(await hasFfmpeg())) throw new JobFailure(jobMessage('video.ffmpegMissing'));
  // The job's own folder under DATA_DIR/work (0700), which the registry removes however the job ends.
  const workDir = await jobWorkDir();
  try {
    const key = randomBytes(16);
    await fs.promises.writeFile(path.join(workDir, 'enc.key'), key, { mode: 0o600 });
    await fs.promises.writeFile(
      path.join(workDir, 'enc.keyinfo'),
      `key\n${path.join(workDir, 'enc.key')}\n${randomBytes(16).toString('hex')}\n`,
      { mode: 0o600 },
    );
    // Its length is measured while the source is on hand: progress reports are judged against it.
    const result = await files.withLocalCopy(video.filePath, async (input) => {
      const packaged = await transcodeToHls(input, workDir, path.join(workDir, 'enc.keyinfo'), signal);
      return { ...packaged, durationSeconds: packaged.ok ? await probeVideoSeconds(input) : null };
    });
    if (!result.ok) throw new JobFailure(jobMessage('video.transcodeFailed', { reason: result.reason }));
    const playlist = await storeOutput(files, workDir);
    const [updated] = await db
      .update(videos)
      .set({
        status: 'ready',
        hlsPlaylist: playlist,
        hlsKey: key.toString('hex'),
        durationSeconds: result.durationSeconds,
        failure: null,
      })
      .where(eq(videos.jobId, job.id))
      .returning({ id: videos.id });
    // Replaced by a newer upload while this one ran: its output is not wanted.
    if (!updated) await removeHlsOutput(files, playlist);
    return { status: 'completed' as const };
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

/** The video of a failed job is marked failed with the reason (its work folder goes with the job). */
async function markFailed(db: Db, job: JobRow, failure: JobMessage) {
  await db.update(videos).set({ status: 'failed', failure }).where(eq(videos.jobId, job.id));
}

/** Packages a secure upload as AES-128 HLS (pg-boss job `video-transcode`, input `{ videoId }`). */
export const videoTranscodeJob: JobHandler = {
  run: transcode,
  unexpected: 'video.transcodeUnexpected',
  onFailed: async ({ db }: JobDeps, job, error) => {
    await markFailed(db, job, error);
  },
};
