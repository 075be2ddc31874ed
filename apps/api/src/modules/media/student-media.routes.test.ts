import fs from 'node:fs';
import { pdfsApi, studentMediaApi, videoPlaybackApi, videosApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { directRun } from '../../../test/outbox-mailer';
import { createClass, createStudent } from '../../../test/factories';
import { issueToken } from '../auth/auth.service';
import { runJob } from '../../jobs/registry';
import { openDiskFileStore, type FileStore } from '../../storage/file-store';
import { videoTranscodeJob } from '../videos/video-transcode.job';
import { formData, makeTestPdf, makeTestVideo } from './media.test-helpers';

let files: FileStore;
let workRoot = '';
const queued: number[] = [];
const t = useTestApp(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-student-'));
  files = openDiskFileStore(dir);
  workRoot = path.join(dir, 'work');
  const enqueue = async (_name: string, data: object) => void queued.push((data as { jobId: number }).jobId);
  return { options: { files, enqueue }, close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

describe('students and the media of their classes', () => {
  it('lets a student of the class play the video and read the PDF, and refuses a student of another class', async () => {
    const { headers } = await t.signIn('admin');
    const db = t.database.db;
    const [member, outsider] = [await createStudent(db), await createStudent(db)];
    const klass = await createClass(db, { students: [member.id] });
    await createClass(db, { students: [outsider.id] });
    const video = formData({ title: 'Lesson', type: 'x', 'classesId[]': [String(klass.id)], is_secure: '1' }, [
      { field: 'video', name: 'clip.mp4', content: makeTestVideo() },
    ]);
    const uploaded = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers: { ...headers, ...video.headers },
      payload: video.payload,
    });
    for (const jobId of queued.splice(0))
      await runJob({ db, files, workRoot, ...directRun(db), log: () => undefined }, videoTranscodeJob, jobId);
    const pdf = formData({ type: 'Sheet', 'classesId[0]': String(klass.id) }, [
      { field: 'pdf[0]', name: 'a.pdf', content: await makeTestPdf(2) },
    ]);
    await t.call(pdfsApi.create, { url: '/api/admin/pdf', headers: { ...headers, ...pdf.headers }, payload: pdf.payload });

    const as = async (id: number) => ({ authorization: `Bearer ${await issueToken(db, id, 1, 'student')}` });
    const memberHeaders = await as(member.id);
    const videos = await t.call(studentMediaApi.videos, { url: '/api/home/videos', headers: memberHeaders });
    expect(videos.body.data.map((row: { title: string }) => row.title)).toEqual(['Lesson']);
    const cipher = await t.call(videoPlaybackApi.cipher, {
      url: `/api/home/videos-from-cipher/${uploaded.body.data.id}`,
      headers: memberHeaders,
    });
    expect(cipher.status).toBe(200);
    const playlist = await t.app.inject({ method: 'GET', url: cipher.body.data.playbackInfo, headers: memberHeaders });
    expect(playlist.statusCode).toBe(200);
    const pdfs = await t.call(studentMediaApi.pdfs, { url: '/api/home/pdfs', headers: memberHeaders });
    const grant = await t.requestUntyped({ method: 'GET', url: pdfs.body.data[0].pdf, headers: memberHeaders });
    expect((await t.app.inject({ method: 'GET', url: grant.body.data.url, headers: memberHeaders })).statusCode).toBe(200);

    const outsiderHeaders = await as(outsider.id);
    // The member's grants are no tickets: not without a sign-in, nor with another student's.
    expect((await t.app.inject({ method: 'GET', url: grant.body.data.url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: grant.body.data.url, headers: outsiderHeaders })).statusCode).toBe(403);
    const keyUrl = `/api/home/videos/${uploaded.body.data.id}/hls/key?grant=${cipher.body.data.otp}`;
    expect((await t.app.inject({ method: 'GET', url: keyUrl, headers: memberHeaders })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: keyUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: keyUrl, headers: outsiderHeaders })).statusCode).toBe(403);
    expect((await t.call(studentMediaApi.videos, { url: '/api/home/videos', headers: outsiderHeaders })).body.data).toEqual([]);
    const refused = await t.call(videoPlaybackApi.cipher, {
      url: `/api/home/videos-from-cipher/${uploaded.body.data.id}`,
      headers: outsiderHeaders,
    });
    expect(refused.status).toBe(403);
    expect((await t.requestUntyped({ method: 'GET', url: pdfs.body.data[0].pdf, headers: outsiderHeaders })).status).toBe(403);
  });
});
