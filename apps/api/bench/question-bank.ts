/**
 * The question bank scenario: 50,000 questions in 500 parts beside 50,000 centers, on PGlite and on
 * PostgreSQL. It runs in its own process (question-bank.scenario.ts) and prints its own lines.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';

const SCENARIO = path.join(import.meta.dirname, 'question-bank.scenario.ts');
const run = (target: string) => {
  execFileSync(process.execPath, ['--import', 'tsx', SCENARIO, target], { stdio: 'inherit' });
};

export async function runQuestionBank(databases: string[]) {
  if (databases.includes('pglite')) run('pglite');
  if (databases.includes('postgres')) await withBenchDatabase('questions', (url) => run(url));
}
