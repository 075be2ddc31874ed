/**
 * npm run bench [-- <scenario>...]: start-time, import-export, media, question-bank, workstation, history, scale, load (default: all;
 * profile, a CPU profile of one request on PostgreSQL, only when named), on the embedded PGlite and on a
 * PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, into fresh
 * databases created and dropped here). BENCH_DATABASES=pglite or =postgres runs one of them (question-bank, scale, load).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';
import { runHistory } from './history';
import { runImportExport } from './import-export';
import { runLoad } from './load';
import { runMedia } from './media';
import { runProfile } from './profile';
import { runQuestionBank } from './question-bank';
import { runScale } from './scale';
import { runWorkstation } from './workstation';

const scenarios = process.argv.slice(2);
/** profile runs only when named: it is a diagnosis, not a figure to track. */
const wants = (name: string) => (scenarios.length === 0 && name !== 'profile') || scenarios.includes(name);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

// How fast `npm start` answers, on its default embedded database.
if (wants('start-time'))
  execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'start-time.ts')], { stdio: 'inherit' });
if (wants('import-export')) await runImportExport();
if (wants('media')) runMedia();
if (wants('question-bank')) await runQuestionBank(databases);
if (wants('workstation')) await runWorkstation(databases);
if (wants('history')) await runHistory(databases);
if (wants('load')) await runLoad(databases);
if (wants('profile')) await runProfile();
if (wants('scale')) {
  console.log(`Scale scenario on ${os.cpus().length} cores (shared with other work), Node ${process.version}`);
  if (databases.includes('pglite')) await runScale('pglite', (_students, work) => work('pglite'));
  // One database per size, dropped when its server is done.
  if (databases.includes('postgres')) await runScale('postgres', (students, work) => withBenchDatabase(`scale${students}`, work));
}
