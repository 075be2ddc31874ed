/**
 * npm run bench: the student import (10,000 rows) and export (100,000 students), and the question bank
 * (50,000 questions in 500 parts beside 50,000 centers), on the embedded PGlite and on a PostgreSQL server
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, into a fresh database created and
 * dropped here). Each step runs in its own process. Then how fast `npm start` answers (start-time.ts).
 * Name scenarios to run only those:
 *   npm run bench -- question-bank        npm run bench -- import-export        npm run bench -- start-time
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const SCENARIO = path.join(import.meta.dirname, 'import-export.scenario.ts');
const QUESTION_BANK = path.join(import.meta.dirname, 'question-bank.scenario.ts');
const START_TIME = path.join(import.meta.dirname, 'start-time.ts');
const SCENARIOS = ['import-export', 'question-bank', 'start-time'] as const;
/** Scenarios that run against each database; the others run once. */
const PER_DATABASE = ['import-export', 'question-bank'] as const;
const asked = process.argv.slice(2).filter((arg) => (SCENARIOS as readonly string[]).includes(arg));
const runs = (scenario: (typeof SCENARIOS)[number]) => asked.length === 0 || asked.includes(scenario);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type StepResult = {
  step: string;
  rows?: number;
  ms: number;
  baselineMb?: number;
  peakMb?: number;
  status?: string;
  error?: string;
  fileMb?: number;
};

function runStep(step: string, target: string, dir: string): StepResult {
  const output = execFileSync(process.execPath, ['--import', 'tsx', SCENARIO, step, target, dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as StepResult;
}

function report(database: string, result: StepResult) {
  const memory = result.peakMb ? `peak RSS ${result.peakMb} MB (at start ${result.baselineMb} MB)` : '';
  const extra = [result.status, result.error, result.fileMb ? `${result.fileMb} MB file` : ''].filter(Boolean).join(', ');
  const rows = result.rows ? `${result.rows.toLocaleString('en')} rows` : '';
  console.log(
    `${database.padEnd(10)} ${result.step.padEnd(7)} ${rows.padEnd(14)} ${`${(result.ms / 1000).toFixed(1)} s`.padEnd(8)} ${memory}  ${extra}`,
  );
}

function runAll(database: string, target: string) {
  if (runs('import-export')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${database}-`));
    try {
      for (const step of ['setup', 'export', 'import']) report(database, runStep(step, target, dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  // Prints its own lines (p50/p95 per query); on a server it needs a fresh database of its own.
  if (runs('question-bank')) execFileSync(process.execPath, ['--import', 'tsx', QUESTION_BANK, target], { stdio: 'inherit' });
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

console.log(
  `Benchmarks (${asked.length ? asked.join(', ') : SCENARIOS.join(', ')}) on ${os.cpus().length} cores, Node ${process.version}`,
);
// The start of the product itself, on its default embedded database.
if (runs('start-time')) execFileSync(process.execPath, ['--import', 'tsx', START_TIME], { stdio: 'inherit' });
if (!PER_DATABASE.some(runs)) process.exit(0);
runAll('pglite', 'pglite');

const benchDb = `backoffice_bench_${process.pid}`;
try {
  await adminQuery(`CREATE DATABASE ${benchDb}`);
} catch (error) {
  console.log(`postgres   skipped: ${(error as Error).message} (set BENCH_DATABASE_URL)`);
  process.exit(0);
}
try {
  const url = new URL(serverUrl);
  url.pathname = `/${benchDb}`;
  runAll('postgres', url.toString());
} finally {
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}
