import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { pdfFileApi, pdfsApi, videoPlaybackApi, videosApi } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { directRun } from '../../test/outbox-mailer';
import { createClass } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { runJob } from '../jobs/registry';
import { videoTranscodeJob } from '../modules/videos/video-transcode.job';
import { makeTestPdf, makeTestVideo } from '../modules/media/media.test-helpers';
import type { FormFields } from '../../test/multipart';
import type { FileStore } from './file-store';
import { openFileStore } from './open-file-store';
import { sweepOrphanFiles } from './orphan-sweep';

// The app as server.ts opens it with FILE_STORE=s3://…: uploads, downloads and a transcode through the bucket.
let server: TestS3Server;
let dataDir = '';
let files: FileStore;
const queued: number[] = [];
const t = useTestApp(async () => {
  server = await startS3Server();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-s3-data-'));
  ({ files } = await openFileStore(server.envOf('school', { DATA_DIR: dataDir })));
  const enqueue = async (_name: string, data: object) => void queued.push((data as { jobId: number }).jobId);
  const close = async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { options: { files, enqueue }, close };
});

const uploadPdf = (headers: Record<string, string>, form: FormFields) =>
  t.call(pdfsApi.create, { url: '/api/admin/pdf', headers, form });

// The database is emptied before each test (useTestApp); so is the bucket.
beforeEach(async () => {
  for (const file of await files.list()) await files.remove(file.name);
});

/** What DATA_DIR holds besides its work folder: nothing may be written under DATA_DIR/files. */
const dataDirEntries = async () => (await fs.readdir(dataDir, { recursive: true })).filter((entry) => entry !== 'work');

describe('the app on an S3 file store', () => {
  it('stores a library PDF in the bucket and serves it back through its grant, writing nothing under DATA_DIR', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const pdf = await makeTestPdf(2);
    const created = await uploadPdf(headers, {
      type: 'Sheet',
      'classesId[0]': klass.id,
      'pdf[0]': { name: 'sheet.pdf', data: pdf },
    });
    expect(created.status).toBe(200);
    const stored = await files.list();
    expect(stored).toHaveLength(1);
    expect(await files.size(stored[0].name)).toBe(pdf.length);

    const list = await t.call(pdfsApi.list, { url: '/api/admin/pdf', headers });
    const grant = await t.call(pdfsApi.grant, { url: list.body.data[0].pdf, headers });
    const file = await t.call(pdfFileApi.file, { url: grant.body.data.url, headers });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.bytes, pdf)).toBe(0);

    // A refused upload leaves nothing in the bucket either.
    const refused = await uploadPdf(headers, {
      type: 'Sheet',
      'classesId[0]': klass.id,
      'pdf[0]': { name: 'x.pdf', data: Buffer.from('hello') },
    });
    expect(refused.status).toBe(415);
    expect(await files.list()).toHaveLength(1);
    expect(await dataDirEntries()).toEqual([]);

    // A file lost from the bucket is a 404 where it is served, not a 500.
    await files.remove(stored[0].name);
    const lost = await t.call(pdfFileApi.file, { url: grant.body.data.url, headers });
    expect(lost.status).toBe(404);
    expect(lost.error.message).toBe('Not found');
  });

  it('transcodes a secure video from the bucket and streams its playlist, key and segments from there', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const created = await t.call(videosApi.upload, {
      url: '/api/admin/videos/upload',
      headers,
      form: {
        title: 'Secure',
        type: 'Lecture',
        'classesId[]': [klass.id],
        is_secure: 1,
        video: { name: 'clip.mp4', data: makeTestVideo() },
      },
    });
    expect(created.status).toBe(200);
    const workRoot = path.join(dataDir, 'work');
    for (const jobId of queued.splice(0))
      await runJob(
        { db: t.database.db, files, workRoot, ...directRun(t.database.db), log: () => undefined },
        videoTranscodeJob,
        jobId,
      );

    const cipher = await t.call(videoPlaybackApi.cipher, {
      url: `/api/home/videos-from-cipher/${created.body.data.id}`,
      headers,
    });
    expect(cipher.status).toBe(200);
    const { otp, playbackInfo } = cipher.body.data;
    const playlist = await t.call(videoPlaybackApi.hlsIndex, { url: playbackInfo, headers });
    expect(playlist.body).toContain('#EXT-X-KEY:METHOD=AES-128');
    const segment = playlist.body.split('\n').find((line) => line.startsWith('segments/'))!;
    const base = `/api/home/videos/${created.body.data.id}/hls/`;
    const segmentAnswer = await t.call(videoPlaybackApi.hlsSegment, { url: `${base}${segment}` });
    expect(segmentAnswer.status).toBe(200);
    expect(segmentAnswer.bytes.length).toBeGreaterThan(0);
    expect((await t.call(videoPlaybackApi.hlsKey, { url: `${base}key?grant=${otp}`, headers })).bytes).toHaveLength(16);

    // Source, playlist and segments are in the bucket; the work folder is gone, DATA_DIR/files never made.
    const names = (await files.list()).map((file) => path.extname(file.name));
    expect(names).toEqual(expect.arrayContaining(['.video', '.m3u8', '.ts']));
    expect(await fs.readdir(workRoot).catch(() => [])).toEqual([]);
    expect(await dataDirEntries()).toEqual([]);
  });

  it('sweeps the files no row references from the bucket, and only those', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    await uploadPdf(headers, {
      type: 'Sheet',
      'classesId[0]': klass.id,
      'pdf[0]': { name: 'kept.pdf', data: await makeTestPdf(1) },
    });
    const kept = (await files.list()).map((file) => file.name);
    const orphan = files.newName('.pdf');
    await files.write(orphan, Readable.from([await makeTestPdf(1)]));
    // Two hours on, both are past the grace period; only the orphan goes.
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanFiles({ db: t.database.db, files, log: () => undefined }, { now: later })).toEqual([orphan]);
    expect((await files.list()).map((file) => file.name).sort()).toEqual(kept.sort());
  });
});
