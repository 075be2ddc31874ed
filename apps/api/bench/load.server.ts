/**
 * The server of the load benchmark, in its own process (the load generator must not share its event loop):
 * seeds 10 classes of 30 students with 10 attendance items each and one teaching assistant per session, then
 * serves the API as production builds it (in-flight cap of its database, request logs, the job queue).
 *   tsx bench/load.server.ts <pglite | postgres url> <dir> <port> <queue budget ms> <sessions>
 * Prints one JSON line when ready: each session's token, class, attendance item and students.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { startQueue } from '../src/jobs/queue';
import { moduleJobs } from '../src/module-jobs';
import { issueToken } from '../src/modules/auth/auth.service';
import { IN_FLIGHT_LIMIT } from '../src/plugins/load-shedding';
import { openDiskFileStore } from '../src/storage/file-store';

const CLASSES = 10;
const CLASS_SIZE = 30;
const OTHER_STUDENTS = 2000;

export type LoadSession = { token: string; classId: number; attendanceId: number; studentIds: number[] };

const [target, dir, portArg, budgetArg, sessionsArg] = process.argv.slice(2);
const sessionCount = Number(sessionsArg);
const database: Database = target === 'pglite' ? await openPglite(path.join(dir, 'db')) : openPostgres(target);
await database.migrate();

const rows = async (text: string) => (await database.sql.executeSql(text)).rows;
// Session i teaches class i % CLASSES and marks its own attendance item there, so every cell has one writer.
await database.sql.executeSql(`
  INSERT INTO users (name, email, password_hash, main_role_id)
    SELECT 'Load Teacher ' || g, 'load-teacher' || g || '@example.com', 'x', 2 FROM generate_series(1, ${sessionCount}) g;
  INSERT INTO users (name, email, password_hash, main_role_id)
    SELECT 'Student ' || lpad(g::text, 4, '0'), 'load-student' || g || '@example.com', 'x', 3
    FROM generate_series(1, ${CLASSES * CLASS_SIZE + OTHER_STUDENTS}) g;
  INSERT INTO student_profiles (user_id) SELECT id FROM users WHERE main_role_id = 3;
  INSERT INTO classes (name, type, start_date, end_date)
    SELECT 'Load class ' || g, 'center', '2026-09-01', '2027-06-30' FROM generate_series(1, ${CLASSES}) g;
  INSERT INTO class_students (class_id, student_id)
    SELECT c.id, s.id
    FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE main_role_id = 3) s
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM classes) c ON c.n = s.n / ${CLASS_SIZE};
  INSERT INTO class_teachers (class_id, teacher_id)
    SELECT c.id, t.id
    FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE main_role_id = 2) t
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM classes) c ON c.n = t.n % ${CLASSES};
  INSERT INTO attendances (class_id, name, date)
    SELECT c.id, 'Week ' || g, DATE '2026-09-01' + g * 7 FROM classes c, generate_series(1, ${Math.ceil(sessionCount / CLASSES)}) g;
  ANALYZE;`);

const ids = (list: Record<string, unknown>[]) => list.map((row) => Number(row.id));
const teacherIds = ids(await rows(`SELECT id FROM users WHERE main_role_id = 2 ORDER BY id`));
const classIds = ids(await rows(`SELECT id FROM classes ORDER BY id`));
const sessions: LoadSession[] = [];
for (const [i, teacherId] of teacherIds.entries()) {
  const classId = classIds[i % CLASSES];
  const attendanceIds = ids(await rows(`SELECT id FROM attendances WHERE class_id = ${classId} ORDER BY id`));
  const studentIds = ids(
    await rows(`SELECT student_id AS id FROM class_students WHERE class_id = ${classId} ORDER BY student_id`),
  );
  const token = await issueToken(database.db, teacherId, 24);
  sessions.push({ token, classId, attendanceId: attendanceIds[Math.floor(i / CLASSES)], studentIds });
}

const filesDir = fs.mkdtempSync(path.join(dir, 'files-'));
const queue = await startQueue(database, { schedule: false, jobs: moduleJobs });
const app = await buildApp({
  db: database.db,
  settings: {
    auth: { tokenTtlHours: 24, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 },
    rateLimit: { perMinute: 1_000_000, signUpsPerHour: 1_000_000 },
  },
  files: openDiskFileStore(filesDir),
  enqueue: async () => undefined,
  // As in service (LOG_LEVEL info): a line per request, written but not kept.
  logger: { level: 'info', stream: pino.destination({ dest: '/dev/null', sync: false }) },
  maxInFlight: IN_FLIGHT_LIMIT[database.kind],
  queueBudgetMs: Number(budgetArg),
});
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
const cpuAtReady = process.cpuUsage();
console.log(JSON.stringify({ sessions }));

process.once('SIGTERM', () => {
  void (async () => {
    // The server's CPU time under load (user + system), so a figure can be read apart from a busy machine.
    const { user, system } = process.cpuUsage(cpuAtReady);
    console.log(JSON.stringify({ cpuMs: Math.round((user + system) / 1000) }));
    await app.close();
    await queue.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => undefined);
    await database.close();
    process.exit(0);
  })();
});
