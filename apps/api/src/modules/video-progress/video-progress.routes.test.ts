import fs from 'node:fs';
import { dashboardApi, videoProgressApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';
import { classVideos, videoProgress, videos } from '../../db/schema';
import { openDiskFileStore, type FileStore } from '../../storage/file-store';
import { countedStep } from './video-progress.service';

let files: FileStore;
const t = useTestApp(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'progress-files-'));
  files = openDiskFileStore(dir);
  return { options: { files }, close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

async function createVideo(classId?: number, values: Partial<typeof videos.$inferInsert> = {}) {
  const [video] = await t.database.db
    .insert(videos)
    .values({ title: 'Lesson 1', type: 'lesson', status: 'ready', ...values })
    .returning();
  if (classId) await t.database.db.insert(classVideos).values({ classId, videoId: video.id });
  return video;
}

describe('home/videos/{id}/progress', () => {
  it("keeps the furthest point and the seconds watched of a video of the student's class", async () => {
    const klass = await createClass(t.database.db);
    const video = await createVideo(klass.id);
    const { student, headers } = await signInStudent(t, [klass.id]);
    const report = (position_seconds: number) =>
      t.call(videoProgressApi.save, {
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

  it('refuses a video outside the student classes (403, whatever the body), an unknown one (404) and bad numbers (422)', async () => {
    const klass = await createClass(t.database.db);
    const own = await createVideo(klass.id);
    const other = await createVideo((await createClass(t.database.db)).id);
    const { headers } = await signInStudent(t, [klass.id]);
    const payload = { position_seconds: 5, duration_seconds: 60 };
    const post = (id: number, body: object = payload) =>
      t.call(videoProgressApi.save, { url: `/api/home/videos/${id}/progress`, headers, payload: body });
    expect((await post(other.id)).status).toBe(403);
    // The route's scope is applied before the body is validated.
    expect((await post(other.id, { position_seconds: -1 })).status).toBe(403);
    expect((await post(999999)).status).toBe(404);
    const bad = await post(own.id, { position_seconds: 90, duration_seconds: 60 });
    expect(bad.status).toBe(422);
    expect(bad.error.data?.position_seconds).toEqual(['The position cannot be past the end of the video']);
    expect((await post(own.id, { position_seconds: -1, duration_seconds: 'x' })).status).toBe(422);
  });

  it('judges reports against the length measured at upload: a reported duration changes neither it nor the watched share', async () => {
    const klass = await createClass(t.database.db);
    const video = await createVideo(klass.id, { isSecure: true, durationSeconds: 600 });
    const { headers } = await signInStudent(t, [klass.id]);
    const admin = await t.signIn('admin');
    const report = (position_seconds: number, duration_seconds: number) =>
      t.call(videoProgressApi.save, {
        url: `/api/home/videos/${video.id}/progress`,
        headers,
        payload: { position_seconds, duration_seconds },
      });
    const share = async () =>
      (await t.call(dashboardApi.get, { url: '/api/admin/dashboard', headers: admin.headers })).body.data.averageWatches;
    // "The video is 5 seconds long and I am at its end": still 5 of 600 seconds.
    expect((await report(5, 5)).body.data).toMatchObject({ furthest_seconds: 5, duration_seconds: 600 });
    expect(await share()).toBeCloseTo((5 / 600) * 100, 2);
    expect((await report(6, 50_000)).body.data).toMatchObject({ furthest_seconds: 6, duration_seconds: 600 });
    // A position past the measured end counts as the end, no further.
    expect((await report(900, 900)).body.data).toMatchObject({ furthest_seconds: 600, duration_seconds: 600 });
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row.durationSeconds).toBe(600);
  });

  it('keeps the first reported length of a video that is not secure; later reports change nothing of it', async () => {
    const klass = await createClass(t.database.db);
    const video = await createVideo(klass.id);
    const [first, second] = [await signInStudent(t, [klass.id]), await signInStudent(t, [klass.id])];
    const report = (headers: Record<string, string>, position_seconds: number, duration_seconds: number) =>
      t.call(videoProgressApi.save, {
        url: `/api/home/videos/${video.id}/progress`,
        headers,
        payload: { position_seconds, duration_seconds },
      });
    expect((await report(first.headers, 10, 300)).body.data.duration_seconds).toBe(300);
    expect((await report(first.headers, 20, 20)).body.data).toMatchObject({ furthest_seconds: 20, duration_seconds: 300 });
    expect((await report(second.headers, 5, 5)).body.data).toMatchObject({ furthest_seconds: 5, duration_seconds: 300 });
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row.durationSeconds).toBe(300);
  });

  it('reads the length of a secure video packaged before lengths were measured from its playlist, and 409 before it is packaged', async () => {
    const klass = await createClass(t.database.db);
    const playlist = files.newName('.m3u8');
    const lines = [
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="key"',
      '#EXTINF:6.000000,',
      'a.ts',
      '#EXTINF:4.500000,',
      'b.ts',
      '#EXT-X-ENDLIST',
    ];
    await files.write(playlist, Readable.from([Buffer.from(lines.join('\n'))]));
    const packaged = await createVideo(klass.id, { isSecure: true, hlsPlaylist: playlist });
    const processing = await createVideo(klass.id, { isSecure: true, status: 'uploaded' });
    const { headers } = await signInStudent(t, [klass.id]);
    const report = (id: number) =>
      t.call(videoProgressApi.save, {
        url: `/api/home/videos/${id}/progress`,
        headers,
        payload: { position_seconds: 3, duration_seconds: 3 },
      });
    expect((await report(packaged.id)).body.data).toMatchObject({ furthest_seconds: 3, duration_seconds: 10.5 });
    expect((await report(processing.id)).status).toBe(409);
    expect((await t.database.db.select().from(videos).where(eq(videos.id, processing.id)))[0].durationSeconds).toBeNull();
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
