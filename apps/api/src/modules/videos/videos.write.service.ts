import { and, eq, inArray } from 'drizzle-orm';
import { jobMessage, type AuthUser, type VideoFields } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classVideos, videos } from '../../db/schema';
import type { Enqueue } from '../../jobs/queue';
import { createJob, finishJob } from '../../jobs/jobs.service';
import type { FileStore } from '../../storage/file-store';
import { invalidField } from '../../plugins/app-error';
import { assertClassesExist } from '../classes/classes-exist';
import { visibleVideoCondition } from '../../access/media-access';
import { findVideo } from './video-row';
import { sanitizeEmbed } from './embed';
import { removeHlsOutput } from '../../storage/hls-playlist';

export type VideoWriteDeps = { db: Db; files: FileStore; enqueue: Enqueue };

const videoRequired = () => invalidField('video', 'Please choose a video file.');

/** Queues the packaging of a secure video; the row says processing until the job ends. */
async function queueTranscode({ db, enqueue }: VideoWriteDeps, user: AuthUser, videoId: number, title: string) {
  const job = await createJob(db, {
    type: 'video-transcode',
    entityType: 'videos',
    fileName: title,
    input: { videoId },
    createdBy: user.id,
  });
  // The job id is on the row before the worker may look for it.
  await db.update(videos).set({ jobId: job.id }).where(eq(videos.id, videoId));
  try {
    await enqueue(job.type, { jobId: job.id });
  } catch {
    const failure = jobMessage('job.notQueued');
    await finishJob(db, job.id, { status: 'failed', error: failure });
    await db.update(videos).set({ status: 'failed', failure }).where(eq(videos.id, videoId));
  }
}

/** A new video: secure ones need the uploaded file and are packaged in the background; others embed a player. */
export async function createVideo(
  deps: VideoWriteDeps,
  user: AuthUser,
  fields: VideoFields,
  storedFile: string | null,
): Promise<number> {
  const { db } = deps;
  await assertClassesExist(db, fields.classesId);
  if (fields.isSecure && !storedFile) throw videoRequired();
  const embed = fields.isSecure ? null : sanitizeEmbed(fields.embeddedHtml);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({
        title: fields.title,
        type: fields.type,
        isSecure: fields.isSecure,
        status: fields.isSecure ? 'uploaded' : 'ready',
        filePath: fields.isSecure ? storedFile : null,
        embeddedHtml: embed?.html ?? null,
        url: embed?.url ?? null,
        createdBy: user.id,
      })
      .returning({ id: videos.id });
    await tx.insert(classVideos).values(fields.classesId.map((classId) => ({ classId, videoId: row.id })));
    return row.id;
  });
  if (fields.isSecure) await queueTranscode(deps, user, id, fields.title);
  return id;
}

/** Edits a video; a new file of a secure video replaces the old one and is packaged again. */
export async function updateVideo(
  deps: VideoWriteDeps,
  user: AuthUser,
  id: number,
  fields: VideoFields,
  storedFile: string | null,
): Promise<void> {
  const { db, files } = deps;
  const current = await findVideo(db, id);
  await assertClassesExist(db, fields.classesId);
  const newSource = fields.isSecure ? storedFile : null;
  if (fields.isSecure && !newSource && !current.filePath) throw videoRequired();
  const embed = fields.isSecure ? null : sanitizeEmbed(fields.embeddedHtml);
  const repackage = Boolean(newSource) || (fields.isSecure && !current.isSecure);
  // Another recording behind the same row: its length is measured (or reported) again.
  const isOtherRecording = repackage || (!fields.isSecure && (current.isSecure || embed?.url !== current.url));
  await db.transaction(async (tx) => {
    await tx
      .update(videos)
      .set({
        title: fields.title,
        type: fields.type,
        isSecure: fields.isSecure,
        embeddedHtml: embed?.html ?? null,
        url: embed?.url ?? null,
        ...(fields.isSecure ? {} : { status: 'ready' as const, failure: null }),
        ...(newSource ? { filePath: newSource } : {}),
        ...(repackage ? { status: 'uploaded' as const, failure: null, hlsPlaylist: null, hlsKey: null } : {}),
        ...(isOtherRecording ? { durationSeconds: null } : {}),
      })
      .where(eq(videos.id, id));
    await tx.delete(classVideos).where(eq(classVideos.videoId, id));
    await tx.insert(classVideos).values(fields.classesId.map((classId) => ({ classId, videoId: id })));
  });
  if (storedFile && !newSource) await files.remove(storedFile);
  if (newSource && current.filePath) await files.remove(current.filePath);
  if (repackage || !fields.isSecure) await removeHlsOutput(files, current.hlsPlaylist);
  if (repackage) await queueTranscode(deps, user, id, fields.title);
}

/** Deletes the video with its class links (cascade) and every file it has. */
export async function deleteVideo({ db, files }: VideoWriteDeps, id: number): Promise<void> {
  const video = await findVideo(db, id);
  await db.delete(videos).where(eq(videos.id, id));
  if (video.filePath) await files.remove(video.filePath);
  await removeHlsOutput(files, video.hlsPlaylist);
}

/** Links every chosen video to every chosen class (links that exist stay). */
export async function assignVideos(db: Db, user: AuthUser, videoIds: number[], classIds: number[]): Promise<void> {
  await assertClassesExist(db, classIds);
  const visible = visibleVideoCondition(db, user);
  const found = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(inArray(videos.id, videoIds), visible));
  if (found.length < videoIds.length) throw invalidField('videosId', 'The selected videos are invalid');
  const links = videoIds.flatMap((videoId) => classIds.map((classId) => ({ classId, videoId })));
  await db.insert(classVideos).values(links).onConflictDoNothing();
}
