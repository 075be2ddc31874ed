/**
 * The import/export scenario: the student import (10,000 rows) and export (100,000 students), on PGlite and
 * on PostgreSQL. Each step runs in its own process (import-export.scenario.ts), so its peak memory is its own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';

const SCENARIO = path.join(import.meta.dirname, 'import-export.scenario.ts');

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${database}-`));
  try {
    for (const step of ['setup', 'export', 'import']) report(database, runStep(step, target, dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runImportExport() {
  console.log(`Student import/export on ${os.cpus().length} cores, Node ${process.version}`);
  runAll('pglite', 'pglite');
  await withBenchDatabase('import', (url) => runAll('postgres', url));
}
