import fs from 'node:fs';
import { pdfFileApi, pdfsApi, studentMediaApi, videoPlaybackApi, videosApi } from '@backoffice/contract';
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
import { makeTestPdf, makeTestVideo } from './media.test-helpers';

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
    const uploaded = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: {
        title: 'Lesson',
        type: 'x',
        'classesId[]': [klass.id],
        is_secure: '1',
        video: { name: 'clip.mp4', data: makeTestVideo() },
      },
    });
    for (const jobId of queued.splice(0))
      await runJob({ db, files, workRoot, ...directRun(db), log: () => undefined }, videoTranscodeJob, jobId);
    await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers,
      form: { type: 'Sheet', 'classesId[0]': klass.id, 'pdf[0]': { name: 'a.pdf', data: await makeTestPdf(2) } },
    });

    const as = async (id: number) => ({ authorization: `Bearer ${await issueToken(db, id, 1, 'student')}` });
    const memberHeaders = await as(member.id);
    const videos = await t.call(studentMediaApi.videos, { url: '/api/home/videos', headers: memberHeaders });
    expect(videos.body.data.map((row: { title: string }) => row.title)).toEqual(['Lesson']);
    const cipher = await t.call(videoPlaybackApi.cipher, {
      url: `/api/home/videos-from-cipher/${uploaded.body.data.id}`,
      headers: memberHeaders,
    });
    expect(cipher.status).toBe(200);
    const playlist = await t.call(videoPlaybackApi.hlsIndex, { url: cipher.body.data.playbackInfo, headers: memberHeaders });
    expect(playlist.status).toBe(200);
    const pdfs = await t.call(studentMediaApi.pdfs, { url: '/api/home/pdfs', headers: memberHeaders });
    const grant = await t.call(studentMediaApi.grant, { url: pdfs.body.data[0].pdf, headers: memberHeaders });
    const file = (headers?: Record<string, string>) => t.call(pdfFileApi.file, { url: grant.body.data.url, headers });
    expect((await file(memberHeaders)).status).toBe(200);

    const outsiderHeaders = await as(outsider.id);
    // The member's grants are no tickets: not without a sign-in, nor with another student's.
    expect((await file()).status).toBe(401);
    expect((await file(outsiderHeaders)).status).toBe(403);
    const keyUrl = `/api/home/videos/${uploaded.body.data.id}/hls/key?grant=${cipher.body.data.otp}`;
    const key = (headers?: Record<string, string>) => t.call(videoPlaybackApi.hlsKey, { url: keyUrl, headers });
    expect((await key(memberHeaders)).status).toBe(200);
    expect((await key()).status).toBe(401);
    expect((await key(outsiderHeaders)).status).toBe(403);
    expect((await t.call(studentMediaApi.videos, { url: '/api/home/videos', headers: outsiderHeaders })).body.data).toEqual([]);
    const refused = await t.call(videoPlaybackApi.cipher, {
      url: `/api/home/videos-from-cipher/${uploaded.body.data.id}`,
      headers: outsiderHeaders,
    });
    expect(refused.status).toBe(403);
    expect((await t.call(studentMediaApi.grant, { url: pdfs.body.data[0].pdf, headers: outsiderHeaders })).status).toBe(403);
  });
});
