import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { classVideos, videoProgress, videos } from '../../db/schema';
import { countedStep } from './video-progress.service';

const t = useTestApp();

async function createVideo(classId?: number) {
  const [video] = await t.database.db.insert(videos).values({ title: 'Lesson 1', type: 'lesson', status: 'ready' }).returning();
  if (classId) await t.database.db.insert(classVideos).values({ classId, videoId: video.id });
  return video;
}

describe('home/videos/{id}/progress', () => {
  it("keeps the furthest point and the seconds watched of a video of the student's class", async () => {
    const klass = await createClass(t.database.db);
    const video = await createVideo(klass.id);
    const { student, headers } = await signInStudent(t, [klass.id]);
    const report = (position_seconds: number) =>
      t.request({
        method: 'POST',
        url: `/api/home/videos/${video.id}/progress`,
        headers,
        payload: { position_seconds, duration_seconds: 600 },
      });
    const first = await report(10);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ video_id: video.id, furthest_seconds: 10, watched_seconds: 10, duration_seconds: 600 });
    // A seek far ahead moves the furthest point but adds no watching; seeking back keeps the furthest point.
    expect((await report(400)).body.data).toMatchObject({ furthest_seconds: 400, watched_seconds: 10 });
    expect((await report(100)).body.data).toMatchObject({ furthest_seconds: 400, watched_seconds: 10 });
    const [row] = await t.database.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.studentId, student.id), eq(videoProgress.videoId, video.id)));
    expect(row.lastPositionSeconds).toBe(100);
  });

  it('refuses a video outside the student classes (403), an unknown one (404) and bad numbers (422)', async () => {
    const klass = await createClass(t.database.db);
    const other = await createVideo((await createClass(t.database.db)).id);
    const { headers } = await signInStudent(t, [klass.id]);
    const payload = { position_seconds: 5, duration_seconds: 60 };
    const post = (id: number, body: object = payload) =>
      t.request({ method: 'POST', url: `/api/home/videos/${id}/progress`, headers, payload: body });
    expect((await post(other.id)).status).toBe(403);
    expect((await post(999999)).status).toBe(404);
    const bad = await post(other.id, { position_seconds: 90, duration_seconds: 60 });
    expect(bad.status).toBe(422);
    expect(bad.body.data.position_seconds).toEqual(['The position cannot be past the end of the video']);
    expect((await post(other.id, { position_seconds: -1, duration_seconds: 'x' })).status).toBe(422);
  });
});

describe('countedStep', () => {
  it('counts forward playback the clock allows, not seeks, not repeats', () => {
    expect(countedStep(10, 22, 12)).toBe(12);
    expect(countedStep(10, 34, 12)).toBe(24); // 2× speed
    expect(countedStep(10, 200, 12)).toBe(0); // a seek
    expect(countedStep(50, 20, 12)).toBe(0); // backwards
    expect(countedStep(10, 22, 0)).toBe(0); // reports faster than the clock
  });
});
