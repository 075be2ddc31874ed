/**
 * The media benchmark, in its own process so that its memory is the server's own:
 *   upload     an app on PGlite takes a BENCH_UPLOAD_MB (500) MB secure video sent by curl: time and peak RSS
 *   transcode  a 60-second testsrc video packaged as AES-128 HLS by the job's ffmpeg step: time
 * Prints one JSON line per step.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROLE } from '@backoffice/contract';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/client';
import { classes, users } from '../src/db/schema';
import { issueToken } from '../src/modules/auth/auth.service';
import { transcodeToHls } from '../src/modules/media/ffmpeg';
import { openDiskFileStore } from '../src/storage/file-store';
import { measure } from './measure';
import { writeTestVideo } from '../test/test-video';

const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);
const TRANSCODE_SECONDS = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 60);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'));
const run = promisify(execFile);

function testVideo(seconds: number, preset: string) {
  const file = path.join(dir, `testsrc-${seconds}.mp4`);
  writeTestVideo(file, { seconds, size: '1280x720', rate: 25, preset });
  return file;
}

async function benchUpload() {
  // A real video padded to the size with zeros (a player ignores bytes after the last box).
  const file = path.join(dir, 'upload.mp4');
  fs.copyFileSync(testVideo(2, 'ultrafast'), file);
  const padding = Buffer.alloc(8 * 2 ** 20);
  const target = UPLOAD_MB * 2 ** 20;
  const fd = fs.openSync(file, 'a');
  for (let size = fs.statSync(file).size; size < target; size += padding.length)
    fs.writeSync(fd, padding, 0, Math.min(padding.length, target - size));
  fs.closeSync(fd);

  const database = await openPglite(path.join(dir, 'db'));
  await database.migrate();
  const [admin] = await database.db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.com', mainRoleId: ROLE.admin })
    .returning();
  const [klass] = await database.db
    .insert(classes)
    .values({ name: 'Bench class', type: 'center', startDate: '2026-01-01', endDate: '2026-12-31' })
    .returning();
  const token = await issueToken(database.db, admin.id, 1);
  const app = await buildApp({
    db: database.db,
    settings: {
      auth: { tokenTtlHours: 1, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 },
      rateLimit: { perMinute: 30, signUpsPerHour: 10 },
      media: { videoMaxBytes: 2 * 2 ** 30, pdfMaxBytes: 50 * 2 ** 20 },
    },
    files: openDiskFileStore(path.join(dir, 'files')),
    enqueue: async () => undefined,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const measured = await measure(() =>
    run('curl', [
      '-s',
      '-o',
      '-',
      '-w',
      '\n%{http_code}',
      '-H',
      `Authorization: Bearer ${token}`,
      '-F',
      'title=Bench',
      '-F',
      'type=Bench',
      '-F',
      `classesId[]=${klass.id}`,
      '-F',
      'is_secure=1',
      '-F',
      `video=@${file};type=video/mp4`,
      `${address}/api/admin/videos/upload`,
    ]),
  );
  const status = measured.result.stdout.trim().split('\n').at(-1);
  await app.close();
  await database.close();
  return { step: 'upload', mb: UPLOAD_MB, ms: measured.ms, baselineMb: measured.baselineMb, peakMb: measured.peakMb, status };
}

async function benchTranscode() {
  const input = testVideo(TRANSCODE_SECONDS, 'ultrafast');
  const out = fs.mkdtempSync(path.join(dir, 'hls-'));
  fs.writeFileSync(path.join(out, 'k.key'), Buffer.alloc(16, 7));
  fs.writeFileSync(path.join(out, 'k.info'), `key\n${path.join(out, 'k.key')}\n`);
  const measured = await measure(() => transcodeToHls(input, out, path.join(out, 'k.info')));
  const segments = fs.readdirSync(out).filter((name) => name.endsWith('.ts')).length;
  return { step: 'transcode', seconds: TRANSCODE_SECONDS, ms: measured.ms, ok: measured.result.ok, segments };
}

try {
  console.log(JSON.stringify(await benchUpload()));
  console.log(JSON.stringify(await benchTranscode()));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
