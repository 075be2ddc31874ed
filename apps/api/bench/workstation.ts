/**
 * The workstation scenario: SAVE of 200 students' attendance and scores, and a tab of 20 items × 200
 * students, on PGlite and on PostgreSQL. It runs in its own process (workstation.scenario.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';

const SCENARIO = path.join(import.meta.dirname, 'workstation.scenario.ts');
const run = (target: string) => {
  execFileSync(process.execPath, ['--import', 'tsx', SCENARIO, target], { stdio: 'inherit' });
};

export async function runWorkstation(databases: string[]) {
  if (databases.includes('pglite')) run('pglite');
  if (databases.includes('postgres')) await withBenchDatabase('workstation', (url) => run(url));
}
