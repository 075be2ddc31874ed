import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../../test/postgres-url';

const SERVER = path.resolve(import.meta.dirname, '../server.ts');
const ADMIN = { email: 'stop-test@example.com', password: 'stop-test-password' };
const isPostgres = process.env.TEST_DB === 'postgres';

let dataDir = '';
/** On PostgreSQL, a database of its own copied from the migrated template; on PGlite, none (DATA_DIR/db). */
let databaseUrl: string | undefined;
const adminSql = async (text: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(text);
  await client.end();
};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-stop-'));
  if (isPostgres) {
    const name = `backoffice_stop_${randomBytes(6).toString('hex')}`;
    await adminSql(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, name);
  }
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await adminSql(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
});

/** The real server (`server.ts`) in a process of its own, on a free port; answers once it listens. */
async function startServer(extraEnv: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, METRICS_PORT: _none, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
        else if (child.exitCode !== null) reject(new Error(`server exited with ${child.exitCode}: ${output}`));
        else setTimeout(check, 20);
      };
      check();
    });
  const url = (await printed(/Ready on (http:\/\/\S+) /))[1];
  return { child, url, exited, printed, output: () => output };
}

/** Sign-in whose body the client sends in two halves, so the request stays in flight until `finish`. */
function slowSignIn(url: string) {
  const body = JSON.stringify(ADMIN);
  const request = http.request(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; body: { data: { token: string } } }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
  });
  request.write(body.slice(0, 10));
  request.flushHeaders();
  return { answered, finish: () => request.end(body.slice(10)) };
}

/** Resolves once a new connection to `url` is refused: the listener no longer accepts. */
async function refused(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const error = await fetch(`${url}/api/health/live`).then(
      () => null,
      (failure: Error) => failure,
    );
    if ((error?.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED') return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('graceful stop', () => {
  it(
    'finishes a request in flight on SIGTERM, exits 0, and the same data dir starts again at once; a stuck request is cut after the timeout',
    { timeout: 240_000 },
    async () => {
      const first = await startServer();
      // The job workers run too, so their stop is part of this one.
      await first.printed(/Jobs: workers started\./);
      expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);

      const signIn = slowSignIn(first.url);
      // The server has the request (its headers and half its body) before the signal.
      await new Promise((resolve) => setTimeout(resolve, 300));
      first.child.kill('SIGTERM');
      await first.printed(/SIGTERM: stopping/);
      expect(await refused(first.url)).toBe(true);
      signIn.finish();
      const answer = await signIn.answered;
      expect(answer.status).toBe(200);
      expect(answer.body.data.token).toEqual(expect.any(String));
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/Stopped\./);

      const second = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
      const ready = await fetch(`${second.url}/api/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([200, { message: '', data: { status: 'ok' } }]);
      // A request whose client never finishes does not hold the stop past the timeout: its connection is closed.
      const stuck = slowSignIn(second.url);
      const stuckOutcome = stuck.answered.then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(await stuckOutcome).toBe('ECONNRESET');
      expect(second.output()).toMatch(/after the timeout: closing their connections/);
    },
  );
});
