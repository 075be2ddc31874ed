import fs from 'node:fs';
import { videoPlaybackApi, videosApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { directRun } from '../../../test/outbox-mailer';
import { createClass, createStudent } from '../../../test/factories';
import { issueToken } from '../auth/auth.service';
import { jobs, mediaGrants, videos } from '../../db/schema';
import { runJob, sweepDeadOwners } from '../../jobs/registry';
import { moduleJobs } from '../../module-jobs';
import { openDiskFileStore, type FileStore } from '../../storage/file-store';
import { makeTestVideo } from '../media/media.test-helpers';
import { videoTranscodeJob } from './video-transcode.job';

let files: FileStore;
let dir = '';
let workRoot = '';
const queued: number[] = [];
const t = useTestApp(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-files-'));
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'media-work-'));
  files = openDiskFileStore(dir);
  const enqueue = async (_name: string, data: object) => void queued.push((data as { jobId: number }).jobId);
  const close = async () => [dir, workRoot].forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  return { options: { files, enqueue }, close };
});
const deps = () => ({ db: t.database.db, files, workRoot, ...directRun(t.database.db), log: () => undefined });

async function uploadSecure(headers: Record<string, string>, classId: number, title = 'Secure') {
  const response = await t.call(videosApi.upload, {
    url: '/api/admin/videos/upload',
    headers,
    form: { title, type: 'Lecture', 'classesId[]': [classId], is_secure: 1, video: { name: 'clip.mp4', data: makeTestVideo() } },
  });
  expect(response.status).toBe(200);
  return response.body.data.id as number;
}

const { hlsIndex, hlsKey, hlsSegment } = videoPlaybackApi;
type HlsFile = typeof hlsIndex | typeof hlsKey | typeof hlsSegment;
const get = (file: HlsFile, url: string, headers: Record<string, string> = {}) => t.call(file, { url, headers });

describe('secure playback', () => {
  it('packages a secure upload as AES-128 HLS and serves playlist, key and segments only against a grant for that video', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const first = await uploadSecure(headers, klass.id, 'First');
    const second = await uploadSecure(headers, klass.id, 'Second');
    const processing = await t.call(videoPlaybackApi.cipher, { url: `/api/home/videos-from-cipher/${first}`, headers });
    expect(processing.status).toBe(409);
    for (const jobId of queued.splice(0)) await runJob(deps(), videoTranscodeJob, jobId);
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, first));
    expect(row.status).toBe('ready');

    const cipher = await t.call(videoPlaybackApi.cipher, { url: `/api/home/videos-from-cipher/${first}`, headers });
    expect(cipher.status).toBe(200);
    const { otp, playbackInfo } = cipher.body.data;
    const playlist = await get(hlsIndex, playbackInfo, headers);
    expect(playlist.status).toBe(200);
    expect(playlist.body).toContain('#EXT-X-KEY:METHOD=AES-128');
    const segment = playlist.body.split('\n').find((line) => line.startsWith('segments/'))!;
    const base = `/api/home/videos/${first}/hls/`;
    expect((await get(hlsSegment, `${base}${segment}`)).status).toBe(200);
    const key = await get(hlsKey, `${base}key?grant=${otp}`, headers);
    expect(key.bytes).toHaveLength(16);

    // The grant of the first video opens nothing of the second, nor a bad grant anything.
    expect((await get(hlsKey, `/api/home/videos/${second}/hls/key?grant=${otp}`, headers)).status).toBe(403);
    expect((await get(hlsIndex, `/api/home/videos/${second}/hls/index.m3u8?grant=${otp}`, headers)).status).toBe(403);
    expect((await get(hlsKey, `${base}key?grant=made-up`, headers)).status).toBe(403);
    // A segment of another video through this grant: not in this playlist.
    const secondCipher = await t.call(videoPlaybackApi.cipher, { url: `/api/home/videos-from-cipher/${second}`, headers });
    const secondPlaylist = (await get(hlsIndex, secondCipher.body.data.playbackInfo, headers)).body;
    const foreign = secondPlaylist
      .split('\n')
      .find((line) => line.startsWith('segments/'))!
      .replace(/\?.*/, '');
    expect((await get(hlsSegment, `${base}${foreign}?grant=${otp}`)).status).toBe(404);
    // An expired grant no longer opens the key.
    await t.database.db.update(mediaGrants).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get(hlsKey, `${base}key?grant=${otp}`, headers)).status).toBe(403);
  });

  it("opens the playlist and key only to the grant's own viewer: no sign-in 401, another student or staff 403", async () => {
    const admin = await t.signIn('admin');
    const db = t.database.db;
    const [owner, classmate] = [await createStudent(db), await createStudent(db)];
    const id = await uploadSecure(admin.headers, (await createClass(db, { students: [owner.id, classmate.id] })).id);
    for (const jobId of queued.splice(0)) await runJob(deps(), videoTranscodeJob, jobId);
    const studentHeaders = async (studentId: number) => ({
      authorization: `Bearer ${await issueToken(db, studentId, 1, 'student')}`,
    });
    const ownerHeaders = await studentHeaders(owner.id);
    const cipher = await t.call(videoPlaybackApi.cipher, { url: `/api/home/videos-from-cipher/${id}`, headers: ownerHeaders });
    const { otp, playbackInfo } = cipher.body.data;
    const key = `/api/home/videos/${id}/hls/key?grant=${otp}`;

    const playlist = await get(hlsIndex, playbackInfo, ownerHeaders);
    expect(playlist.status).toBe(200);
    expect((await get(hlsKey, key, ownerHeaders)).bytes).toHaveLength(16);
    for (const [file, url] of [
      [hlsIndex, playbackInfo],
      [hlsKey, key],
    ] as const) {
      expect((await get(file, url)).status, url).toBe(401);
      expect((await get(file, url, await studentHeaders(classmate.id))).status, url).toBe(403);
      // Staff of the video may have grants of their own, not the student's.
      expect((await get(file, url, admin.headers)).status, url).toBe(403);
    }
    // The segments are encrypted: the grant alone fetches them.
    const segment = playlist.body.split('\n').find((line) => line.startsWith('segments/'))!;
    expect((await get(hlsSegment, `/api/home/videos/${id}/hls/${segment}`)).status).toBe(200);
  });

  it('keeps the length ffprobe measured when it packaged the video', async () => {
    const { headers } = await t.signIn('admin');
    const id = await uploadSecure(headers, (await createClass(t.database.db)).id);
    for (const jobId of queued.splice(0)) await runJob(deps(), videoTranscodeJob, jobId);
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row.durationSeconds).toBeCloseTo(2, 0);
  });

  it('refuses a grant to a teaching assistant outside the classes of the video', async () => {
    const admin = await t.signIn('admin');
    const ta = await t.signIn('teacher');
    const id = await uploadSecure(admin.headers, (await createClass(t.database.db)).id);
    for (const jobId of queued.splice(0)) await runJob(deps(), videoTranscodeJob, jobId);
    expect(
      (await t.call(videoPlaybackApi.cipher, { url: `/api/home/videos-from-cipher/${id}`, headers: ta.headers })).status,
    ).toBe(403);
  });

  it('marks a video failed with its reason when ffmpeg cannot read it, and keeps no output', async () => {
    const { headers } = await t.signIn('admin');
    const id = await uploadSecure(headers, (await createClass(t.database.db)).id);
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, id));
    // The stored source is damaged after its check: the transcode fails.
    fs.writeFileSync(path.join(dir, row.filePath!), 'broken');
    const before = fs.readdirSync(dir);
    for (const jobId of queued.splice(0)) await runJob(deps(), videoTranscodeJob, jobId);
    const list = await t.call(videosApi.list, { url: '/api/admin/videos', headers });
    expect(list.body.data[0].status).toBe('failed');
    expect(list.body.data[0].failureReason).toMatch(/^The video could not be processed: /);
    expect(fs.readdirSync(dir)).toEqual(before);
    expect(fs.readdirSync(workRoot)).toEqual([]);
  });

  it('fails the video of a transcode a stopped process left in progress, with the reason', async () => {
    const { headers } = await t.signIn('admin');
    const id = await uploadSecure(headers, (await createClass(t.database.db)).id);
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, id));
    await t.database.db.update(jobs).set({ status: 'in_progress' }).where(eq(jobs.id, row.jobId!));
    queued.splice(0);
    await sweepDeadOwners(deps(), moduleJobs.jobTypes);
    const list = await t.call(videosApi.list, { url: '/api/admin/videos', headers: { ...headers, 'accept-language': 'ar' } });
    expect(list.body.data[0]).toMatchObject({
      status: 'failed',
      failureReason: 'توقفت المهمة عند إيقاف الخادم؛ يرجى بدئها مرة أخرى.',
    });
  });
});
