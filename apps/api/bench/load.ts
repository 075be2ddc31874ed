/**
 * The load scenario: SESSIONS staff sessions (default 100) with 250 ms of think time between requests, for
 * BENCH_SECONDS (default 60), each on its own class's screens: the attendance tab, the classes list, the
 * students list and the SAVE of a few attendance cells. On each database, once with the admission queue off
 * (budget 0: refused at once past the in-flight cap, the old behaviour) and once with it (BENCH_QUEUE=off or
 * =on runs one). Prints requests, refusals (503), latency percentiles and lost SAVE cells: every cell of an
 * acknowledged SAVE read back through the API at the end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { QUEUE_BUDGET_MS } from '../src/plugins/load-shedding';
import { withBenchDatabase } from './bench-database';
import type { LoadSession } from './load.server';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = 250;
const CELLS_PER_SAVE = 3;
const SERVER = path.join(import.meta.dirname, 'load.server.ts');

/** What a session does next, with its share of the requests. */
const MIX = [
  { kind: 'attendance tab', share: 0.35 },
  { kind: 'classes list', share: 0.2 },
  { kind: 'students list', share: 0.2 },
  { kind: 'SAVE', share: 0.25 },
] as const;

type Row = {
  database: string;
  queue: string;
  requests: number;
  served: number;
  refused: number;
  other: number;
  p50: number;
  p95: number;
  p99: number;
  saves: number;
  cells: number;
  lost: number;
  /** The API process's CPU time per request (ms): the cost of a request whatever else runs on the machine. */
  cpuPerRequest: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts load.server.ts and waits for its line of sessions. */
async function startServer(target: string, budgetMs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER, target, dir, String(port), String(budgetMs), String(SESSIONS)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the load server ended early');
    return JSON.parse(value as string) as unknown;
  };
  const ready = (await nextLine()) as { sessions: LoadSession[] };
  return {
    origin: `http://127.0.0.1:${port}`,
    sessions: ready.sessions,
    /** Stops the server; answers its CPU time while it served. */
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const { cpuMs } = (await nextLine()) as { cpuMs: number };
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
      return cpuMs;
    },
  };
}

function pick<T extends { share: number }>(choices: readonly T[]): T {
  let roll = Math.random();
  for (const choice of choices) {
    roll -= choice.share;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1];
}

/** Drives the sessions for SECONDS, then reads every cell back. */
async function drive(origin: string, sessions: LoadSession[]) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  /** attendanceId:studentId → the status of its last acknowledged SAVE, or null when a later SAVE's fate is unknown. */
  const expected = new Map<string, number | null>();
  let saves = 0;
  const send = async (session: LoadSession, url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${origin}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response;
  };
  const save = async (session: LoadSession) => {
    const students = [...session.studentIds].sort(() => Math.random() - 0.5).slice(0, CELLS_PER_SAVE);
    const cells = students.map((studentId) => [studentId, session.attendanceId, [0, 1, -1][Math.floor(Math.random() * 3)]]);
    const response = await send(session, `/api/admin/classes/${session.classId}/attendance/changeStudentAttendanceStatus`, {
      attendances: cells,
    });
    const isUnread = response.status === 503 && response.headers.get('x-retry-safe') === '1';
    if (response.status === 200) saves += 1;
    for (const [studentId, attendanceId, status] of cells) {
      if (response.status === 200) expected.set(`${attendanceId}:${studentId}`, status);
      else if (!isUnread) expected.set(`${attendanceId}:${studentId}`, null);
    }
  };
  const until = Date.now() + SECONDS * 1000;
  const run = async (session: LoadSession) => {
    // Sessions do not start in step: each comes in within the first think time.
    await sleep(Math.random() * THINK_MS);
    while (Date.now() < until) {
      const next = pick(MIX).kind;
      if (next === 'SAVE') await save(session);
      else if (next === 'attendance tab') await send(session, `/api/admin/classes/${session.classId}/attendance`);
      else if (next === 'classes list') await send(session, '/api/admin/classes');
      else await send(session, '/api/admin/students');
      await sleep(THINK_MS);
    }
  };
  await Promise.all(sessions.map(run));

  // Every acknowledged cell, read back through the API by a teacher of its class.
  let lost = 0;
  let checked = 0;
  for (const session of sessions.filter((s, i) => sessions.findIndex((other) => other.classId === s.classId) === i)) {
    const response = await fetch(`${origin}/api/admin/classes/${session.classId}/attendance?per_page=100`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const { data } = (await response.json()) as { data: { id: number; students: Record<string, number> }[] };
    for (const item of data) {
      for (const studentId of session.studentIds) {
        const want = expected.get(`${item.id}:${studentId}`);
        if (want === undefined || want === null) continue;
        checked += 1;
        if ((item.students[String(studentId)] ?? -1) !== want) lost += 1;
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const count = (status: number) => statuses.get(status) ?? 0;
  return {
    requests: latencies.length,
    served: count(200),
    refused: count(503),
    other: latencies.length - count(200) - count(503),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    saves,
    cells: checked,
    lost,
  };
}

async function runOnce(database: string, target: string, budgetMs: number): Promise<Row> {
  const server = await startServer(target, budgetMs);
  let result: Awaited<ReturnType<typeof drive>>;
  try {
    result = await drive(server.origin, server.sessions);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const cpuMs = await server.stop();
  const cpuPerRequest = (cpuMs / result.requests).toFixed(1);
  return { database, queue: budgetMs > 0 ? `${budgetMs / 1000} s` : 'off', ...result, cpuPerRequest };
}

function printTable(rows: Row[]) {
  const columns: [string, (row: Row) => string | number][] = [
    ['database', (r) => r.database],
    ['queue', (r) => r.queue],
    ['requests', (r) => r.requests],
    ['200', (r) => r.served],
    ['refused 503', (r) => r.refused],
    ['other', (r) => r.other],
    ['p50 ms', (r) => r.p50],
    ['p95 ms', (r) => r.p95],
    ['p99 ms', (r) => r.p99],
    ['SAVEs acked', (r) => r.saves],
    ['cells checked', (r) => r.cells],
    ['lost cells', (r) => r.lost],
    ['API CPU ms/req', (r) => r.cpuPerRequest],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, value]) => String(value(row))))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  for (const line of cells)
    console.log(line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

export async function runLoad(databases: string[]) {
  const modes = (process.env.BENCH_QUEUE ?? 'off,on').split(',');
  const budgets = [...(modes.includes('off') ? [0] : []), ...(modes.includes('on') ? [QUEUE_BUDGET_MS] : [])];
  console.log(
    `Load: ${SESSIONS} staff sessions, ${THINK_MS} ms think time, ${SECONDS} s, ` +
      `${MIX.map((m) => `${Math.round(m.share * 100)}% ${m.kind}`).join(', ')} (${CELLS_PER_SAVE} cells), on ${os.cpus().length} cores`,
  );
  const rows: Row[] = [];
  for (const budgetMs of budgets) {
    if (databases.includes('pglite')) rows.push(await runOnce('pglite', 'pglite', budgetMs));
    if (databases.includes('postgres')) {
      await withBenchDatabase(`load${budgetMs}`, async (url) => {
        rows.push(await runOnce('postgres', url, budgetMs));
      });
    }
  }
  printTable(rows);
}
