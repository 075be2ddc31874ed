/**
 * One database of the scale benchmark, in its own process: seeds <students>, then serves
 *   :port      the API (buildApp, as production builds it, without the queue)
 *   :port + 1  GET /bare/<endpoint>: the exact SQL the API ran for that endpoint (recorded once, then
 *              replayed through the bare driver: no Fastify routing, zod, drizzle mapping)
 *              GET /loop: event-loop delay (max and p99, ms) since the last /loop, from perf_hooks
 *              GET /in-flight: API requests not yet answered
 * <target> is "pglite" (data in <dir>) or a PostgreSQL URL. Prints one JSON line when ready.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app';
import {
  fromPglite,
  fromPgPool,
  PGLITE_EXTENSIONS,
  STATEMENT_TIMEOUT_MS,
  type Database,
  type SqlExecutor,
} from '../src/db/client';
import { issueToken } from '../src/modules/auth/auth.service';
import { IN_FLIGHT_LIMIT } from '../src/plugins/load-shedding';
import { openDiskFileStore } from '../src/storage/file-store';
import { measure } from './measure';
import { startCpuProfile } from './cpu-profile';
import { scaleEndpoints } from './scale.endpoints';
import { insertAdmin, seedScale } from './scale.seed';

type Statement = { text: string; values: unknown[] };
type Runner = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
const [target, dir, studentsArg, portArg] = process.argv.slice(2);
const students = Number(studentsArg);
const port = Number(portArg);

/** Statements issued while another is in flight form one wave: they are replayed in parallel, as the API ran them. */
let recording: Statement[][] | null = null;
let inFlight = 0;
function record(text: string, values: unknown[]) {
  if (!recording) return;
  if (inFlight === 0 || recording.length === 0) recording.push([]);
  recording.at(-1)!.push({ text, values });
}
function watched<T>(run: () => Promise<T>): Promise<T> {
  inFlight += 1;
  return run().finally(() => (inFlight -= 1));
}

/** bulk: the seed's connection, without the statement timeout the app's pool has. */
async function open(): Promise<{ database: Database; bare: Runner; bulk: SqlExecutor & { end(): Promise<void> } }> {
  if (target === 'pglite') {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
    (client as unknown as { query: typeof query }).query = (...args) => {
      record(args[0] as string, (args[1] as unknown[]) ?? []);
      return watched(() => query(...args));
    };
    const database = fromPglite(client);
    return {
      database,
      bare: (text, values) => query(text, values, { rowMode: 'array' }),
      bulk: { ...database.sql, end: async () => undefined },
    };
  }
  const pool = new pg.Pool({ connectionString: target, max: 10, statement_timeout: STATEMENT_TIMEOUT_MS });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  (pool as unknown as { query: typeof query }).query = (...args) => {
    const config = args[0] as string | { text: string };
    record(typeof config === 'string' ? config : config.text, (args[1] as unknown[]) ?? []);
    return watched(() => query(...args));
  };
  const bulkPool = new pg.Pool({ connectionString: target, max: 1 });
  const bulk = { executeSql: (text: string, values?: unknown[]) => bulkPool.query(text, values), end: () => bulkPool.end() };
  return { database: fromPgPool(pool, target), bare: (text, values) => query({ text, values, rowMode: 'array' }), bulk };
}

const { database, bare, bulk } = await open();
await database.migrate();
const seeded = await measure(async () => {
  await seedScale(bulk, students);
  return insertAdmin(bulk);
});
await bulk.end();
const token = await issueToken(database.db, seeded.result, 24);
const app = await buildApp({
  db: database.db,
  settings: {
    auth: { tokenTtlHours: 24, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 },
    // The load is on staff routes; public-route limits stay out of the way.
    rateLimit: { perMinute: 1_000_000, signUpsPerHour: 1_000_000 },
  },
  files: openDiskFileStore(`${dir}-files`),
  enqueue: async () => undefined,
  maxInFlight: IN_FLIGHT_LIMIT[database.kind],
  // As production starts without METRICS_PORT.
  requestMetrics: false,
});
// Requests still being worked on, so the load generator can wait for the server to go idle between runs.
let apiInFlight = 0;
app.addHook('onRequest', async () => {
  apiInFlight += 1;
});
// onSend, not onResponse: a request whose client has gone gets no onResponse, but its handler still runs to the end.
app.addHook('onSend', async () => {
  apiInFlight -= 1;
});
await app.listen({ port, host: '127.0.0.1' });

const headers = { authorization: `Bearer ${token}` };
const endpoints = scaleEndpoints(students);
const statements = new Map<string, Statement[][]>();
/** The URL each endpoint is measured at, with the page cursor of a page reached by Next filled in. */
const urls: Record<string, string> = {};
for (const endpoint of endpoints) {
  urls[endpoint.name] = endpoint.url;
  if (endpoint.afterPageOf) {
    const previous = await app.inject({ url: endpoint.afterPageOf, headers });
    urls[endpoint.name] +=
      `&after=${(previous.json() as { meta: { pagination: { next_cursor: string } } }).meta.pagination.next_cursor}`;
  }
  recording = [];
  const response = await app.inject({ url: urls[endpoint.name], headers });
  if (response.statusCode !== 200) throw new Error(`${urls[endpoint.name]}: ${response.statusCode} ${response.body}`);
  statements.set(endpoint.name, recording);
  recording = null;
}

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const bareServer = http.createServer((request, response) => {
  const name = decodeURIComponent((request.url ?? '').replace(/^\/bare\//, ''));
  if (request.url === '/in-flight') return response.end(String(apiInFlight));
  if (request.url === '/loop') {
    const result = { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 };
    loop.reset();
    response.end(JSON.stringify(result));
    return;
  }
  const waves = statements.get(name);
  if (!waves) return response.writeHead(404).end();
  void (async () => {
    const results: unknown[] = [];
    for (const wave of waves) results.push(...(await Promise.all(wave.map((s) => bare(s.text, s.values)))));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(results.map((r) => (r as { rows: unknown[] }).rows)));
  })().catch((error: Error) => response.writeHead(500).end(error.message));
});
await new Promise<void>((resolve) => bareServer.listen(port + 1, '127.0.0.1', resolve));
// BENCH_CPU_PROFILE=<file>: a CPU profile of the requests served from now on, written at SIGTERM (bench/profile.ts).
const profile = process.env.BENCH_CPU_PROFILE ? await startCpuProfile(process.env.BENCH_CPU_PROFILE) : null;
/** Each endpoint's statements by wave (statements sent at once), as the API ran them. */
const waves = Object.fromEntries([...statements].map(([name, recorded]) => [name, recorded.map((wave) => wave.length)]));
console.log(JSON.stringify({ ready: true, token, seedMs: seeded.ms, urls, waves }));

process.once('SIGTERM', () => {
  bareServer.close();
  void (profile?.stop() ?? Promise.resolve())
    .then(() => app.close())
    .then(() => database.close())
    .finally(() => process.exit(0));
});
