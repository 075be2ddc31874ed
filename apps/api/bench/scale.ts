/**
 * The scale scenario: every list endpoint at 1,000 and 100,000 students, 50 connections (autocannon),
 * beside the same SQL through a bare driver route. Each database size runs in its own server process
 * (scale.server.ts); the load comes from this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { SCALE_BEFORE } from './scale.before';
import { scaleEndpoints, type Endpoint } from './scale.endpoints';

const SERVER = path.join(import.meta.dirname, 'scale.server.ts');
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const PORT = Number(process.env.BENCH_PORT ?? 3301);

type Load = {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** 503s, errors and timeouts. */
  failed: number;
  loopMaxMs?: number;
  /** Seconds after the run until the server had no request left in flight. */
  idleAfterS?: number;
};
/** One client (median), 20 clients (p95) and CONNECTIONS (p95, throughput) on the API; the bare route at CONNECTIONS. */
type Row = { endpoint: string; students: number; one: Load; twenty: Load; api: Load; bare: Load };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** One second at a few connections first: the first requests of a process pay for JIT and cold caches. */
const warmUp = (url: string, headers: Record<string, string>) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: 4, duration: 1 }, (error, done) => (error ? reject(error) : resolve(done))),
  );

async function load(url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Load> {
  await warmUp(url, headers);
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url, headers, connections, duration: SECONDS, timeout: 10 };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  const failed = result.errors + result.timeouts + result.non2xx;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
  return { p50, p95, p99, rps: times.length / SECONDS, failed };
}

export type Server = {
  child: ChildProcess;
  token: string;
  seedMs: number;
  urls: Record<string, string>;
  /** Each endpoint's statements, by wave. */
  waves: Record<string, number[]>;
};

/** Starts scale.server.ts on PORT with `extraEnv` and waits until it has seeded and listens. */
export async function startServer(target: string, students: number, extraEnv: Record<string, string> = {}): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER, target, path.join(dir, 'db'), String(students), String(PORT)],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...extraEnv } },
  );
  child.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    if (line.startsWith('{"ready"')) return { child, ...(JSON.parse(line) as Omit<Server, 'child'>) };
  }
  throw new Error(`the scale server for ${target} stopped before it was ready`);
}

async function measureEndpoint(endpoint: Endpoint, students: number, server: Server): Promise<Row> {
  const loopUrl = `http://127.0.0.1:${PORT + 1}/loop`;
  const apiUrl = `http://127.0.0.1:${PORT}${server.urls[endpoint.name]}`;
  const headers = { authorization: `Bearer ${server.token}` };
  const one = await load(apiUrl, headers, 1);
  const twenty = await load(apiUrl, headers, 20);
  await fetch(loopUrl);
  const api = await load(apiUrl, headers);
  const ended = performance.now();
  while (Number(await (await fetch(`http://127.0.0.1:${PORT + 1}/in-flight`)).text()) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  api.idleAfterS = (performance.now() - ended) / 1000;
  api.loopMaxMs = ((await (await fetch(loopUrl)).json()) as { maxMs: number }).maxMs;
  const bare = await load(`http://127.0.0.1:${PORT + 1}/bare/${encodeURIComponent(endpoint.name)}`, {});
  return { endpoint: endpoint.name.replace(/page=\d+/, 'deep page'), students, one, twenty, api, bare };
}

const fmt = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** The per-request figures of one row, and what bench/scale.before.ts recorded for it. */
function printCost(database: string, rows: Row[]) {
  console.log(`\n${database}: per-request cost (now | before the work of issue 31, bench/scale.before.ts)`);
  console.log('endpoint'.padEnd(28) + 'students'.padStart(9) + ' 1c p50 20c p95 API/bare req/s |  1c p50 20c p95 API/bare req/s');
  for (const { endpoint, students, one, twenty, api, bare } of rows) {
    const was = SCALE_BEFORE[database]?.[`${endpoint} ${students}`];
    const now = [one.p50, twenty.p95].map((n) => fmt(n).padStart(6)).join(' ');
    const before = was ? [was.oneP50, was.twentyP95].map((n) => fmt(n).padStart(6)).join(' ') : '     -      -';
    const ratio = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2)).padStart(14);
    console.log(
      `${endpoint.padEnd(28)}${String(students).padStart(9)} ${now} ${ratio(api.rps / bare.rps)} | ${before} ${ratio(was?.rpsOfBare)}`,
    );
  }
}

function printTable(database: string, rows: Row[]) {
  console.log(`\n${database}: latency ms at ${CONNECTIONS} connections, ${SECONDS} s each (API | bare SQL route)`);
  console.log(
    'endpoint'.padEnd(28) +
      'students'.padStart(9) +
      '  p50   p95   p99  req/s fail idle s loopmax |  p50   p95  req/s | p95 API/bare',
  );
  for (const { endpoint, students, api, bare } of rows) {
    const cells = [api.p50, api.p95, api.p99, api.rps].map((n) => fmt(n).padStart(5)).join(' ');
    const bareCells = [bare.p50, bare.p95, bare.rps].map((n) => fmt(n).padStart(5)).join(' ');
    console.log(
      `${endpoint.padEnd(28)}${String(students).padStart(9)} ${cells} ${String(api.failed).padStart(4)} ${fmt(api.idleAfterS ?? NaN).padStart(6)} ${fmt(api.loopMaxMs ?? NaN).padStart(7)} | ${bareCells} | ${fmt(api.p95 / bare.p95).padStart(5)}`,
    );
  }
  printCost(database, rows);
  const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
  if (small === large) return;
  console.log(`growth ${large} / ${small} students (p50 API):`);
  for (const row of rows.filter((r) => r.students === large)) {
    const base = rows.find((r) => r.endpoint === row.endpoint && r.students === small);
    if (base) console.log(`  ${row.endpoint.padEnd(28)} ${fmt(row.api.p50 / base.api.p50)}x`);
  }
}

/** Runs work on a fresh target ("pglite" or a PostgreSQL URL) seeded for that many students. */
export type TargetOf = (students: number, work: (target: string) => Promise<void>) => Promise<unknown>;

/** Measures every endpoint at every size on one database. */
export async function runScale(database: string, withTarget: TargetOf) {
  const rows: Row[] = [];
  for (const students of SIZES) {
    await withTarget(students, async (target) => {
      const server = await startServer(target, students);
      console.log(`${database} ${students} students: seeded in ${(server.seedMs / 1000).toFixed(1)} s`);
      try {
        for (const endpoint of scaleEndpoints(students)) rows.push(await measureEndpoint(endpoint, students, server));
      } finally {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
    });
  }
  printTable(database, rows);
}
