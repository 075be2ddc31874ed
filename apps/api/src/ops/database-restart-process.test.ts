import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { openPostgres, type Database } from '../db/client';
import { retryWhileAway } from '../db/while-away';
import { attendances, attendanceStatuses, auditLog, jobs } from '../db/schema';
import { STALE_SECONDS } from '../jobs/job-owner';
import { EVALUATE_ALERTS_JOB } from '../modules/alerts/alert-evaluation';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { issueToken } from '../modules/auth/auth.service';
import { createCenter, createClass, createStudent, createUser } from '../../test/factories';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from '../../test/private-postgres';
import { spawnServer, type ServerProcess } from '../../test/server-process';

const CLIENTS = 30;
const LISTS = ['/api/admin/centers', '/api/admin/classes', '/api/admin/students', '/api/admin/auth/me'];
/** The statuses a client's own cell takes in turn: each SAVE changes it, so each writes one history row. */
const CYCLE = [1, 0, -1];
/** What the guard prints for a rejection or exception it kept from ending the process (ops/process-guard.ts). */
const GUARD_LINE = /Unhandled rejection|Uncaught (database error|exception)/g;

const skipReason = process.env.TEST_DB !== 'postgres' ? 'a PostgreSQL server test (api:postgres)' : privateClusterUnavailable;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`still not ${what} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A register of one class: one item, a student per client (each client SAVEs its own cell). */
type Register = { classId: number; itemId: number; studentIds: number[]; tokens: string[] };

/**
 * 30 signed-in staff: each reads a list, then SAVEs its own cell with an Idempotency-Key, sent again with the
 * same key until acknowledged (as the web app's offline queue does); client 0 also asks for a students export
 * (a job with a row in `jobs`) now and then. `acknowledged` gets each client's acknowledged statuses. Answers are counted under the phase they were sent in.
 */
function staffTraffic(origin: string, register: Register, acknowledged: number[][]) {
  const phases = new Map<string, Map<string, number>>();
  let phase = 'warm-up';
  let lastServedAt = 0;
  let isRunning = true;
  const count = (status: string) => {
    const counts = phases.get(phase) ?? new Map<string, number>();
    phases.set(phase, counts.set(status, (counts.get(status) ?? 0) + 1));
  };
  const send = async (url: string, token: string, init: RequestInit = {}) => {
    const sentAt = Date.now();
    try {
      const response = await fetch(`${origin}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      });
      await response.arrayBuffer();
      count(String(response.status));
      if (response.status === 200) lastServedAt = Math.max(lastServedAt, sentAt);
      return response.status;
    } catch {
      count('unreachable');
      return 0;
    }
  };
  const save = async (client: number, status: number) => {
    const key = randomUUID();
    const body = JSON.stringify({ attendances: [[register.studentIds[client], register.itemId, status]] });
    const url = `/api/admin/classes/${register.classId}/attendance/changeStudentAttendanceStatus`;
    // Once sent, a SAVE is sent again until answered: after the traffic stops too (the database is up by then).
    for (;;) {
      const answer = await send(url, register.tokens[client], { method: 'POST', body, headers: { 'idempotency-key': key } });
      if (answer === 200) return acknowledged[client].push(status);
      if (answer !== 503 && answer !== 0) return;
      await sleep(200);
    }
  };
  const loop = async (client: number) => {
    for (let turn = 0; isRunning; turn += 1) {
      await send(LISTS[(client + turn) % LISTS.length], register.tokens[client]);
      await save(client, CYCLE[acknowledged[client].length % CYCLE.length]);
      if (client === 0 && turn % 10 === 0) await send('/api/admin/students/export/Xlsx', register.tokens[client]);
      await sleep(50);
    }
  };
  const loops = register.tokens.map((_token, client) => loop(client));
  return {
    phases,
    setPhase: (name: string) => (phase = name),
    /** Resolves once a request sent after `since` was answered 200. */
    servedAfter: (since: number) => until('served again', () => lastServedAt >= since),
    stop: async () => {
      isRunning = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(skipReason)(
  `the server process across PostgreSQL restarts${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let cluster: PrivateCluster;
    let database: Database;
    let dataDir: string;
    const servers: ServerProcess[] = [];
    const rows: Record<string, string | number>[] = [];

    beforeAll(async () => {
      cluster = await startPrivateCluster();
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query('CREATE DATABASE backoffice');
      await admin.end();
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-restarts-'));
      database = openPostgres(cluster.url('backoffice'), 2);
    }, 60_000);

    afterAll(async () => {
      for (const server of servers) await server.stop(5_000);
      await database?.close().catch(() => undefined);
      await cluster?.destroy();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
      if (rows.length > 0) console.table(rows);
    }, 60_000);

    const start = () => {
      const server = spawnServer({
        DATABASE_URL: cluster.url('backoffice'),
        DATABASE_WAIT_SECONDS: '60',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
      });
      servers.push(server);
      return server;
    };
    const guardLines = (server: ServerProcess) => server.output().match(GUARD_LINE)?.length ?? 0;

    /** Jobs not ended (a row in `jobs` pending or in progress, a pg-boss job active), once they had the heartbeat window to end. */
    async function jobsStuck(): Promise<number> {
      const open = async () => {
        const [{ rows: boss }, mine] = await Promise.all([
          database.sql.executeSql(`SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE state = 'active'`),
          database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(jobs)
            .where(notInArray(jobs.status, ['completed', 'failed'])),
        ]);
        return Number(boss[0].n) + mine[0].n;
      };
      // A job still running on a machine slowed by other work beats on and ends: only one left behind by an owner
      // that is gone stays, and the sweep fails it once its heartbeat is STALE_SECONDS old. Generous, as a busy
      // two-core machine stretches every job.
      await until('ended', async () => (await retryWhileAway(open)) === 0, (STALE_SECONDS * 3 + 30) * 1000).catch(
        () => undefined,
      );
      return retryWhileAway(open);
    }

    /** SAVEs acknowledged but not in the database once: a client's cell has one history row per acknowledged SAVE, and its last value. */
    async function savesLost(register: Register, acknowledged: number[][]): Promise<number> {
      const history = await database.db
        .select({ studentId: auditLog.studentId, n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.itemId, register.itemId), inArray(auditLog.studentId, register.studentIds)))
        .groupBy(auditLog.studentId);
      const cells = await database.db
        .select()
        .from(attendanceStatuses)
        .where(eq(attendanceStatuses.attendanceId, register.itemId));
      let lost = 0;
      register.studentIds.forEach((studentId, client) => {
        const rowsOf = history.find((row) => row.studentId === studentId)?.n ?? 0;
        const value = cells.find((cell) => cell.studentId === studentId)?.status;
        lost += Math.abs(acknowledged[client].length - rowsOf);
        if (acknowledged[client].length > 0 && value !== acknowledged[client].at(-1)) lost += 1;
      });
      return lost;
    }

    const row = (name: string, counts: Map<string, number> | undefined, extra: Record<string, number>) => {
      const of = (status: string) => counts?.get(status) ?? 0;
      const other = [...(counts ?? [])]
        .filter(([status]) => !['200', '503', '500'].includes(status))
        .reduce((n, [, c]) => n + c, 0);
      rows.push({ run: name, '200s': of('200'), '503s': of('503'), '500s': of('500'), other, ...extra });
    };

    let register: Register;
    /** Each client's acknowledged SAVEs over both runs: the second goes on where the first stopped. */
    const acknowledged = Array.from({ length: CLIENTS }, () => [] as number[]);

    it('lives through three fast restarts and a 10 s stop under 30 clients and running jobs: no 500, no job stuck, no SAVE lost', async () => {
      const server = start();
      const origin = (await server.printed(/Ready on (http:\/\/\S+) /))[1];
      await server.printed(/Jobs: workers started/);
      const { db } = database;
      await createCenter(db);
      const klass = await createClass(db);
      const studentIds: number[] = [];
      const tokens: string[] = [];
      for (let i = 0; i < CLIENTS; i += 1) {
        studentIds.push((await createStudent(db, { classes: [klass.id] })).id);
        tokens.push(await issueToken(db, (await createUser(db, { mainRoleId: ROLE.admin })).id, 2));
      }
      const [item] = await db.insert(attendances).values({ classId: klass.id, name: 'Week 1', date: '2026-01-05' }).returning();
      register = { classId: klass.id, itemId: item.id, studentIds, tokens };
      // A live-register stream, so the process holds its LISTEN connection through the restarts.
      const stream = new AbortController();
      const events = fetch(`${origin}/api/admin/classes/${klass.id}/events`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
        signal: stream.signal,
      }).then(
        (response) => response.body?.pipeTo(new WritableStream()).catch(() => undefined),
        () => undefined,
      );

      const traffic = staffTraffic(origin, register, acknowledged);
      /** Jobs waiting or running: what a restart must not lose. */
      const jobsInFlight = async () => {
        const { rows: found } = await database.sql.executeSql(
          `SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE state IN ('created', 'active') AND name = $1`,
          [EVALUATE_ALERTS_JOB],
        );
        return Number(found[0].n) > 0;
      };
      for (const round of [1, 2, 3]) {
        await traffic.servedAfter(Date.now());
        await until('running alert jobs', jobsInFlight).catch(() => undefined);
        traffic.setPhase(`restart ${round}`);
        const before = guardLines(server);
        await cluster.restart();
        await traffic.servedAfter(Date.now());
        row(`restart ${round}`, traffic.phases.get(`restart ${round}`), { 'process errors': guardLines(server) - before });
        traffic.setPhase(`after ${round}`);
      }
      await until('running alert jobs', jobsInFlight).catch(() => undefined);
      traffic.setPhase('stop 10 s');
      const before = guardLines(server);
      await cluster.stop();
      const stoppedAt = Date.now();
      await until('10 s stopped', () => Date.now() - stoppedAt >= 10_000, 15_000);
      const ready = await fetch(`${origin}/api/health/ready`);
      await cluster.start();
      await traffic.servedAfter(Date.now());
      row('stop 10 s', traffic.phases.get('stop 10 s'), { 'process errors': guardLines(server) - before });
      traffic.setPhase('after');
      await traffic.stop();
      stream.abort();
      await events;

      const stuck = await jobsStuck();
      const lost = await savesLost(register, acknowledged);
      const statuses = [...traffic.phases.values()].flatMap((counts) => [...counts.keys()]);
      // Every answer of the run, the quiet turns between the restarts too.
      const total = new Map<string, number>();
      for (const counts of traffic.phases.values())
        for (const [status, n] of counts) total.set(status, (total.get(status) ?? 0) + n);
      row('restarts total', total, { 'process errors': guardLines(server), 'jobs stuck': stuck, 'SAVEs lost': lost });
      expect(server.child.exitCode).toBeNull();
      expect(guardLines(server)).toBe(0);
      expect(ready.status).toBe(503);
      expect(new Set(statuses)).toEqual(new Set(['200', '503']));
      expect(acknowledged.every((saves) => saves.length > 0)).toBe(true);
      expect(stuck).toBe(0);
      expect(lost).toBe(0);
      expect(await server.stop()).toBe(0);
    }, 480_000);

    it('starts while PostgreSQL is stopped, answers 503 meanwhile, and serves once it is up', async () => {
      await cluster.stop();
      const server = start();
      const origin = (await server.printed(/Listening on (http:\/\/\S+);/))[1];
      // Waiting, and saying so, for real: two waiting lines (5 s apart) before the database starts.
      await until(
        'waiting twice',
        () => (server.output().match(/Database: waiting for DATABASE_URL/g)?.length ?? 0) >= 2,
        60_000,
      );
      const savedBefore = acknowledged.flat().length;
      const traffic = staffTraffic(origin, register, acknowledged);
      traffic.setPhase('cold start');
      const ready = await fetch(`${origin}/api/health/ready`);
      await cluster.start();
      await server.printed(/Ready on /);
      await traffic.servedAfter(Date.now());
      await server.printed(/Jobs: workers started/);
      await traffic.stop();
      const stuck = await jobsStuck();
      const lost = await savesLost(register, acknowledged);
      row('cold start', traffic.phases.get('cold start'), {
        'process errors': guardLines(server),
        'jobs stuck': stuck,
        'SAVEs lost': lost,
      });
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toContain('postgres://');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ data: { missing: ['database'] } });
      expect(new Set([...traffic.phases.get('cold start')!.keys()])).toEqual(new Set(['200', '503']));
      expect(guardLines(server)).toBe(0);
      expect(stuck).toBe(0);
      expect(acknowledged.flat().length).toBeGreaterThan(savedBefore);
      expect(lost).toBe(0);
    }, 360_000);
  },
);
