import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attendanceApi,
  authApi,
  classesApi,
  importExportApi,
  pdfFileApi,
  pdfsApi,
  ROLE,
  studentPapersApi,
} from '@backoffice/contract';
import { buildApp, type App } from '../app';
import { openPostgres, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { startQueue, type JobQueue } from '../jobs/queue';
import { moduleJobs } from '../module-jobs';
import { openFileStore } from '../storage/open-file-store';
import type { FileStore } from '../storage/file-store';
import { makeTestPdf } from '../modules/media/media.test-helpers';
import { createClass, createUser, TEST_PASSWORD } from '../../test/factories';
import { signInStudent } from '../../test/student-session';
import { withDatabase } from '../../test/postgres-url';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { callApp, TEST_AUTH_SETTINGS, TEST_RATE_LIMIT, traceEndpoints, useTestApp } from '../../test/test-app';

/** One API process as server.ts makes it: its own pool, S3 client, job workers and app; one database, one bucket. */
type Instance = { app: App; database: Database; files: FileStore; queue: JobQueue };

let s3: TestS3Server;
let workRoot = '';
const instances: Instance[] = [];
const t = useTestApp(async () => {
  s3 = await startS3Server();
  return { options: {}, close: () => s3.close() };
});

async function startInstance(url: string): Promise<Instance> {
  const database = openPostgres(url, 4);
  const { files } = await openFileStore(s3.envOf('school', { DATA_DIR: workRoot }));
  const queue = await startQueue(database, {
    jobs: moduleJobs,
    schedule: false,
    files,
    workRoot: path.join(workRoot, 'work'),
  });
  const app = await buildApp({
    db: database.db,
    settings: { auth: TEST_AUTH_SETTINGS, rateLimit: TEST_RATE_LIMIT },
    files,
    enqueue: async (name, data) => void (await queue.send(name, data)),
  });
  traceEndpoints(app);
  return { app, database, files, queue };
}

describe.runIf(process.env.TEST_DB === 'postgres')('two API processes on one PostgreSQL database and one bucket', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    workRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-two-'));
    const { rows } = await t.database.sql.executeSql('SELECT current_database() AS name', []);
    const url = withDatabase(process.env.TEST_DATABASE_URL!, String(rows[0].name));
    a = await startInstance(url);
    b = await startInstance(url);
    instances.push(a, b);
  });
  afterAll(async () => {
    for (const { app, queue, database } of instances) {
      await app.close();
      await queue.stop({ graceful: false, wait: true });
      await database.close();
    }
    await fs.rm(workRoot, { recursive: true, force: true });
  });

  const signIn = async (on: Instance, email: string, password = TEST_PASSWORD) =>
    callApp(on.app, authApi.login, { url: '/api/admin/auth/login', payload: { email, password } });

  it('behave as one: a sign-in, a stored file, a job and its file, the sign-in limit and a QR code', async () => {
    const admin = await createUser(t.database.db, { mainRoleId: ROLE.admin });
    const signedIn = await signIn(a, admin.email);
    expect(signedIn.status).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.body.data.token}` };

    // A sign-in on A opens B.
    expect((await callApp(b.app, classesApi.list, { url: '/api/admin/classes', headers })).status).toBe(200);

    // A library PDF stored through A is served by B.
    const klass = await createClass(t.database.db);
    const pdf = await makeTestPdf(2);
    const uploaded = await callApp(a.app, pdfsApi.create, {
      url: '/api/admin/pdf',
      headers,
      form: { type: 'Sheet', 'classesId[0]': klass.id, 'pdf[0]': { name: 'sheet.pdf', data: pdf } },
    });
    expect(uploaded.status).toBe(200);
    const listed = (await callApp(b.app, pdfsApi.list, { url: '/api/admin/pdf', headers })).body;
    const grant = (await callApp(b.app, pdfsApi.grant, { url: listed.data[0].pdf, headers })).body;
    const served = await callApp(b.app, pdfFileApi.file, { url: grant.data.url, headers });
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.bytes, pdf)).toBe(0);

    // An export asked of A runs on whichever process picks it up; both serve its file.
    const started = (await callApp(a.app, importExportApi.exportStudents, { url: '/api/admin/students/export/Xlsx', headers }))
      .body;
    const job = await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, started.data.id));
        if (row.status !== 'completed') throw new Error(`job ${row.id} is ${row.status}`);
        return row;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect([a.queue.owner!.id, b.queue.owner!.id]).toContain(job.owner);
    const downloads = await Promise.all(
      [a, b].map((on) =>
        callApp(on.app, importExportApi.download, { url: `/api/admin/import-export-requests/${job.id}/download`, headers }),
      ),
    );
    expect(downloads.map((download) => download.status)).toEqual([200, 200]);
    expect(Buffer.compare(downloads[0].bytes, downloads[1].bytes)).toBe(0);
    expect(downloads[0].bytes.subarray(0, 2).toString()).toBe('PK'); // an .xlsx

    // Wrong passwords count once over both: the limit is reached whichever process answers.
    for (let attempt = 0; attempt < TEST_AUTH_SETTINGS.maxAttempts; attempt += 1)
      expect((await signIn(attempt % 2 === 0 ? a : b, admin.email, 'wrong-password')).status).toBe(401);
    expect((await signIn(a, admin.email)).status).toBe(429);
    expect((await signIn(b, admin.email)).status).toBe(429);

    // A QR code shown by A is scanned through B.
    const created = await callApp(a.app, attendanceApi.create, {
      url: `/api/admin/classes/${klass.id}/attendance`,
      headers,
      payload: { name: 'Session 1', date: '2026-11-26' },
    });
    expect(created.status).toBe(200);
    const item = created.body.data;
    const qr = await callApp(a.app, attendanceApi.createQrcode, {
      url: `/api/admin/classes/${klass.id}/attendance/${item.id}/create-qrcode`,
      headers,
    });
    expect(qr.status).toBe(200);
    const token = new URL(qr.body.data.url).searchParams.get('t')!;
    const student = await signInStudent(t, [klass.id]);
    const scanned = await callApp(b.app, studentPapersApi.scan, {
      url: '/api/home/attendance/scan',
      headers: student.headers,
      payload: { token },
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toMatchObject({ attendance_id: item.id, already_present: false });
  }, 90_000);
});
