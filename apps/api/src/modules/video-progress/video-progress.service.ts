import { and, eq, sql } from 'drizzle-orm';
import type { StudentUser, VideoProgress, VideoProgressBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { videoProgress, videos } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { AppError, notFound } from '../../plugins/app-error';
import { packagedSeconds } from '../videos/video-playback.service';

/** Reports come every 10-15 s; a jump longer than this (or backwards) is a seek, not watching. */
const MAX_COUNTED_STEP_SECONDS = 30;
/** Playback may run faster than the clock (2× speed), plus a little slack for network delays. */
const PLAYBACK_RATE_ALLOWANCE = 2;
const SLACK_SECONDS = 2;

/** 404 for an unknown video (one of no class of the student's is the route's scope's 403); answers its stored length. */
async function findReportedVideo(db: Db, videoId: number) {
  const [video] = await db
    .select({ durationSeconds: videos.durationSeconds, isSecure: videos.isSecure, hlsPlaylist: videos.hlsPlaylist })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  if (!video) throw notFound();
  return video;
}

type ReportedVideo = Awaited<ReturnType<typeof findReportedVideo>>;

/**
 * The length a report is judged against, never the report's own: the one ffprobe measured when a secure
 * video was packaged (or, packaged before lengths were measured, its playlist's). A video that is not
 * secure has no file to measure: the first length a player reports for it is kept, once for everyone, and
 * no later report changes it. Stored on the video, so each is worked out once.
 */
async function trustedLength(db: Db, files: FileStore, videoId: number, video: ReportedVideo, reported: number) {
  if (video.durationSeconds !== null) return video.durationSeconds;
  const length = video.isSecure ? await packagedSeconds(files, video) : reported;
  // Not packaged yet: nothing plays, so nothing is counted.
  if (length === null) throw new AppError(409, 'The video is still being processed.');
  const [fixed] = await db
    .update(videos)
    // A student's report is no edit of the video: its updated_at stays.
    .set({ durationSeconds: sql`coalesce(${videos.durationSeconds}, ${length})`, updatedAt: sql`${videos.updatedAt}` })
    .where(eq(videos.id, videoId))
    .returning({ durationSeconds: videos.durationSeconds });
  return fixed?.durationSeconds ?? length;
}

/**
 * Seconds of playback between two reports: the forward step, if it is no longer than the wall-clock time
 * since the last report allows (so repeated reports cannot inflate the total) and not a seek.
 */
export function countedStep(lastPosition: number, position: number, secondsSinceLast: number): number {
  const step = position - lastPosition;
  const allowed = Math.min(MAX_COUNTED_STEP_SECONDS, secondsSinceLast * PLAYBACK_RATE_ALLOWANCE + SLACK_SECONDS);
  return step > 0 && step <= allowed ? step : 0;
}

/**
 * Keeps the furthest point and adds the watched step; one row per student and video, updated atomically.
 * The position is clamped to the video's trusted length, which the report cannot change.
 */
export async function reportVideoProgress(
  { db, files }: { db: Db; files: FileStore },
  student: StudentUser,
  videoId: number,
  body: VideoProgressBody,
  now = new Date(),
): Promise<VideoProgress> {
  const video = await findReportedVideo(db, videoId);
  const duration = await trustedLength(db, files, videoId, video, body.duration_seconds);
  const position = Math.min(Math.max(body.position_seconds, 0), duration);
  const row = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.studentId, student.id), eq(videoProgress.videoId, videoId)))
      .for('update')
      .limit(1);
    if (!previous) {
      // The first report of a video started from the beginning counts the seconds up to it.
      const watched = position <= MAX_COUNTED_STEP_SECONDS / 2 ? position : 0;
      const values = {
        studentId: student.id,
        videoId,
        furthestSeconds: position,
        watchedSeconds: watched,
        durationSeconds: duration,
        lastPositionSeconds: position,
        updatedAt: now,
      };
      const [inserted] = await tx.insert(videoProgress).values(values).onConflictDoNothing().returning();
      return inserted ?? values;
    }
    const step = countedStep(previous.lastPositionSeconds, position, (now.getTime() - previous.updatedAt.getTime()) / 1000);
    const [updated] = await tx
      .update(videoProgress)
      .set({
        furthestSeconds: Math.max(previous.furthestSeconds, position),
        watchedSeconds: previous.watchedSeconds + step,
        durationSeconds: duration,
        lastPositionSeconds: position,
        updatedAt: now,
      })
      .where(and(eq(videoProgress.studentId, student.id), eq(videoProgress.videoId, videoId)))
      .returning();
    return updated;
  });
  return {
    video_id: videoId,
    furthest_seconds: row.furthestSeconds,
    watched_seconds: row.watchedSeconds,
    duration_seconds: row.durationSeconds,
  };
}
