/**
 * node --import tsx apps/api/bench/backup.ts [MiB, default 256] [folder]: builds an embedded database of
 * about that size on disk (a filler table beside the migrated schema), then takes a backup archive of it
 * (GET admin/backup's path) while a small query runs every 5 ms, as other requests would: prints the
 * archive's size, the time, the longest wait of a query and of the event loop meanwhile, and the step that
 * stalled the loop. Keeps the archive (folder/backup.tar.gz) for `npm run restore` to be measured on, and the
 * database for a next run on the same folder. BENCH_BACKUP=snapshot takes the version 1 copy instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { createBackupArchive } from '../src/backup/backup-archive';
import { openPglite } from '../src/db/client';
import { openDiskFileStore } from '../src/storage/file-store';

const mebibytes = Number(process.argv[2] ?? 256);
const folder = process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-backup-bench-'));
fs.mkdirSync(folder, { recursive: true });
const database = await openPglite(path.join(folder, 'db'));
await database.migrate();
const started = performance.now();
const {
  rows: [filled],
} = await database.sql.executeSql("SELECT to_regclass('bench_filler') IS NOT NULL AS filled");
// A folder given again keeps its database (filling 1 GiB takes minutes); only its backup is taken again.
if (!filled.filled) {
  await database.sql.executeSql(
    'CREATE TABLE bench_filler (id int, pad text); ALTER TABLE bench_filler ALTER COLUMN pad SET STORAGE PLAIN',
  );
  const rows = (mebibytes * 2 ** 20) / 1100;
  for (let from = 0; from < rows; from += 20_000) {
    await database.sql.executeSql(
      `INSERT INTO bench_filler SELECT g, repeat(md5(g::text), 30) FROM generate_series(${from}, ${Math.min(from + 20_000, rows) - 1}) g`,
    );
  }
  await database.sql.executeSql('CHECKPOINT');
  console.log(`database of ${mebibytes} MiB filled in ${Math.round(performance.now() - started)} ms`);
}

let longestQuery = 0;
let longestLoop = 0;
let running = true;
const probe = (async () => {
  while (running) {
    const before = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM users`);
    longestQuery = Math.max(longestQuery, performance.now() - before);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();
// Which step held the loop longest: backup mode's start and stop (statements of PGlite, run on this thread), or the copy.
// A stall is blamed on the step it overlapped (a step may end before the timer that sees the stall fires).
const steps: { name: string; from: number; to: number }[] = [];
let longestLoopStep = 'copy';
const timed = async <T>(name: string, work: () => Promise<T>) => {
  const step = { name, from: performance.now(), to: Infinity };
  steps.push(step);
  try {
    return await work();
  } finally {
    step.to = performance.now();
  }
};
let tick = performance.now();
const loop = setInterval(() => {
  const now = performance.now();
  const stall = now - tick - 10;
  if (stall > longestLoop) {
    longestLoop = stall;
    longestLoopStep = steps.find((step) => step.from < now && step.to > tick)?.name ?? 'copy';
  }
  tick = now;
}, 10);

const archivePath = path.join(folder, 'backup.tar.gz');
const backupStarted = performance.now();
const archive = await createBackupArchive({
  // BENCH_BACKUP=snapshot: the copy of version 1 (dumpDataDir in one turn), to compare.
  startBackup:
    process.env.BENCH_BACKUP === 'snapshot'
      ? undefined
      : async () => {
          const backup = await timed('backup start', () => database.startBackup!());
          return backup && { ...backup, stop: () => timed('backup stop', backup.stop) };
        },
  snapshot: database.snapshot!,
  files: openDiskFileStore(path.join(folder, 'files')),
});
await pipeline(archive.stream, fs.createWriteStream(archivePath));
const took = performance.now() - backupStarted;
running = false;
await probe;
clearInterval(loop);
await database.close();
console.log(
  `backup: ${(fs.statSync(archivePath).size / 2 ** 20).toFixed(1)} MiB archive in ${Math.round(took)} ms; ` +
    `longest query meanwhile ${Math.round(longestQuery)} ms, longest event-loop stall ${Math.round(longestLoop)} ms (during ${longestLoopStep}); ` +
    `${steps.map((step) => `${step.name} ${Math.round(step.to - step.from)} ms`).join(', ')}; ${archivePath}`,
);
