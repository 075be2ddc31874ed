import { and, eq } from 'drizzle-orm';
import type { StudentUser, VideoProgress, VideoProgressBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classStudents, classVideos, videoProgress, videos } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';

/** Reports come every 10-15 s; a jump longer than this (or backwards) is a seek, not watching. */
const MAX_COUNTED_STEP_SECONDS = 30;
/** Playback may run faster than the clock (2× speed), plus a little slack for network delays. */
const PLAYBACK_RATE_ALLOWANCE = 2;
const SLACK_SECONDS = 2;

/** 404 for an unknown video, 403 when none of the student's classes has it. */
async function assertVideoOfStudent(db: Db, student: StudentUser, videoId: number) {
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).limit(1);
  if (!video) throw notFound();
  const [link] = await db
    .select({ classId: classVideos.classId })
    .from(classVideos)
    .innerJoin(classStudents, and(eq(classStudents.classId, classVideos.classId), eq(classStudents.studentId, student.id)))
    .where(eq(classVideos.videoId, videoId))
    .limit(1);
  if (!link) throw forbidden();
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

/** Keeps the furthest point and adds the watched step; one row per student and video, updated atomically. */
export async function reportVideoProgress(
  db: Db,
  student: StudentUser,
  videoId: number,
  body: VideoProgressBody,
  now = new Date(),
): Promise<VideoProgress> {
  await assertVideoOfStudent(db, student, videoId);
  const position = Math.min(body.position_seconds, body.duration_seconds);
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
        durationSeconds: body.duration_seconds,
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
        durationSeconds: body.duration_seconds,
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
