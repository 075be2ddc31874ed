/**
 * npm run bench -- start-time: how long `npm start` takes to answer, from the spawn of the process to the
 * first 200 on /login (the web app) and on /api/docs/json (the API). A first start on an empty data folder
 * builds what is stale and creates the demo data; then three more starts on the same folder, the case a
 * product restarts in. BENCH_PORT (default 3990) is the port it serves on; BENCH_START_COMMAND (default
 * `npm start`) another start command to compare with.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const PATHS = ['/login', '/api/docs/json'] as const;
const LIMIT_MS = 120_000;
const COMMAND = process.env.BENCH_START_COMMAND ?? 'npm start';

async function isOk(url: string) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function isGroupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One start; resolves with the milliseconds until each path first answered 200, then stops it. */
async function timeOneStart(dataDir: string) {
  const started = performance.now();
  // Its own process group, so npm, the build step and the server all stop together.
  const child = spawn(COMMAND, {
    cwd: ROOT,
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const answered: Partial<Record<(typeof PATHS)[number], number>> = {};
  try {
    while (PATHS.some((p) => answered[p] === undefined)) {
      if (child.exitCode !== null) throw new Error(`${COMMAND} exited with ${child.exitCode}`);
      if (performance.now() - started > LIMIT_MS) throw new Error(`no answer within ${LIMIT_MS / 1000} s`);
      for (const p of PATHS) {
        if (answered[p] === undefined && (await isOk(`http://localhost:${PORT}${p}`))) answered[p] = performance.now() - started;
      }
      await sleep(20);
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    // The server lets go of the data folder's lock on the way out; the next start needs it.
    while (isGroupAlive(child.pid!)) await sleep(50);
  }
  return answered as Record<(typeof PATHS)[number], number>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
try {
  console.log(`${COMMAND}, spawn to first 200 (port ${PORT}, embedded database in ${dataDir})`);
  const runs = ['first start (empty folder, demo data)', 'second start', 'third start', 'fourth start'];
  for (const [index, label] of runs.entries()) {
    const result = await timeOneStart(dataDir);
    const figures = PATHS.map((p) => `${p} ${seconds(result[p])}`).join('   ');
    console.log(`${label.padEnd(40)} ${figures}${index > 0 && Math.max(...Object.values(result)) > 3000 ? '   (over 3 s)' : ''}`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
