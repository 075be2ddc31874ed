import path from 'node:path';
import { openPostgres } from '../src/db/client';
import { startQueue } from '../src/jobs/queue';
import { moduleJobs } from '../src/module-jobs';
import { filesDirOf, openDiskFileStore } from '../src/storage/file-store';

/**
 * A process running the job workers as the server does, on DATABASE_URL with DATA_DIR (files and work
 * folders): the process-level job tests start two on one database. Prints `loaded`, starts on a line on
 * stdin (so a test times the start, not the compile), and prints `ready <owner id>` once its start (and
 * its sweep of dead owners) is done; SIGTERM stops it as the server's shutdown does.
 */
console.log('loaded');
await new Promise((resolve) => process.stdin.once('data', resolve));
const database = openPostgres(process.env.DATABASE_URL!, 4);
const dataDir = path.resolve(process.env.DATA_DIR!);
const files = openDiskFileStore(filesDirOf(dataDir));
const queue = await startQueue(database, {
  jobs: moduleJobs,
  schedule: false,
  files,
  workRoot: path.join(dataDir, 'work'),
});
process.once('SIGTERM', () => {
  void (async () => {
    await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    await database.close();
    process.exit(0);
  })();
});
console.log(`ready ${queue.owner!.id}`);
