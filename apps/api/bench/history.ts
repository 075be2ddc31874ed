/**
 * The history scenario: the audit list and recordChanges over a filled audit_log, on PGlite and on
 * PostgreSQL. It runs in its own process (history.scenario.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';

const SCENARIO = path.join(import.meta.dirname, 'history.scenario.ts');
const run = (target: string) => {
  execFileSync(process.execPath, ['--import', 'tsx', SCENARIO, target], { stdio: 'inherit' });
};

export async function runHistory(databases: string[]) {
  if (databases.includes('pglite')) run('pglite');
  if (databases.includes('postgres')) await withBenchDatabase('history', (url) => run(url));
}
