import fs from 'node:fs/promises';
import { pdfFileApi, pdfsApi } from '@backoffice/contract';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createClass } from '../../test/factories';
import { createJob, finishedJob } from '../../test/jobs';
import { pdfs, videos } from '../db/schema';
import { JOBS, startQueue, type JobQueue } from '../jobs/queue';
import { moduleJobs } from '../module-jobs';
import { makeTestPdf } from '../modules/media/media.test-helpers';
import { openDiskFileStore } from './file-store';
import { sweepOrphanFiles } from './orphan-sweep';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orphan-sweep-'));
const files = openDiskFileStore(dir);
const t = useTestApp(async () => ({ options: { files }, close: () => fs.rm(dir, { recursive: true, force: true }) }));
let queue: JobQueue | undefined;
afterAll(async () => queue?.stop({ graceful: false, wait: true }));

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

async function storeFile(extension: string, modifiedAt: Date): Promise<string> {
  const name = files.newName(extension);
  await files.write(name, Readable.from([await makeTestPdf()]));
  await fs.utimes(path.join(dir, name), modifiedAt, modifiedAt);
  return name;
}

async function runSweep(boss: JobQueue) {
  const id = await boss.send(JOBS.sweepFiles, {});
  return finishedJob(boss, JOBS.sweepFiles, id!);
}

describe('the sweep of unreferenced stored files', () => {
  it('removes an old file no row references and a segment no playlist lists; keeps referenced files and fresh uploads', async () => {
    const { headers } = await t.signIn('admin');
    const klass = await createClass(t.database.db);
    const created = await t.call(pdfsApi.create, {
      url: '/api/admin/pdf',
      headers,
      form: { type: 'Sheet', 'classesId[0]': klass.id, 'pdf[0]': { name: 'kept.pdf', data: await makeTestPdf() } },
    });
    expect(created.status).toBe(200);
    const [library] = await t.database.db.select().from(pdfs);
    await fs.utimes(path.join(dir, library.filePath), twoHoursAgo(), twoHoursAgo());
    // An import's uploaded sheet is referenced from its job's input only.
    const sheet = await storeFile('.xlsx', twoHoursAgo());
    await createJob(t.database.db, { type: 'student-import', input: { storedFile: sheet, onlyValid: false } });
    const orphan = await storeFile('.pdf', twoHoursAgo());
    const inFlight = await storeFile('.pdf', new Date());
    // A ready video's segments are named only by its playlist; a segment no playlist lists was left by a killed transcode.
    const [listedSegment, strayedSegment] = [await storeFile('.ts', twoHoursAgo()), await storeFile('.ts', twoHoursAgo())];
    const playlist = files.newName('.m3u8');
    await files.write(playlist, Readable.from([`#EXTM3U\n#EXTINF:4.0,\n${listedSegment}\n#EXT-X-ENDLIST\n`]));
    await t.database.db
      .insert(videos)
      .values({ title: 'Ready', type: 'Lecture', status: 'ready', isSecure: true, hlsPlaylist: playlist });

    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    queue = await startQueue(t.database, {
      jobs: moduleJobs,
      schedule: false,
      files,
      workRoot: path.join(dir, 'work'),
    });
    const job = await runSweep(queue);
    expect(job.state).toBe('completed');

    for (const name of [orphan, strayedSegment]) expect(await files.exists(name)).toBe(false);
    for (const name of [library.filePath, sheet, inFlight, listedSegment, playlist]) expect(await files.exists(name)).toBe(true);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(orphan));
    info.mockRestore();
    // The library PDF is still served.
    const list = await t.call(pdfsApi.list, { url: '/api/admin/pdf', headers });
    const grant = await t.call(pdfsApi.grant, { url: list.body.data[0].pdf, headers });
    expect((await t.call(pdfFileApi.file, { url: grant.body.data.url, headers })).status).toBe(200);
  });

  it('judges no segment while a playlist of a video cannot be read', async () => {
    await t.database.db
      .insert(videos)
      .values({ title: 'Lost', type: 'x', status: 'ready', isSecure: true, hlsPlaylist: files.newName('.m3u8') });
    const segment = await storeFile('.ts', twoHoursAgo());
    const removed = await sweepOrphanFiles({ db: t.database.db, files, log: () => undefined });
    expect(removed).not.toContain(segment);
    expect(await files.exists(segment)).toBe(true);
  });
});
