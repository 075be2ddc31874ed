/**
 * The workstation at class scale: a class of 200 students with 20 attendance items and 20 exams, every
 * student marked and scored. Times SAVE of 200 students' attendance and of 200 exam scores (one
 * transaction, one statement per table) and the load of a tab of 20 items × 200 students, through the
 * services (SQL and assembly, no HTTP).
 *   tsx bench/workstation.scenario.ts [pglite | <postgres url>]   (default pglite in a temp folder)
 * Prints one line per case with p50 and p95 over BENCH_RUNS runs (default 30, after 5 warm-ups).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { issueToken } from '../src/modules/auth/auth.service';
import { openDiskFileStore } from '../src/storage/file-store';
import { listAttendance, saveAttendanceStatuses } from '../src/modules/workstation/attendance.service';
import { listAssessments } from '../src/modules/workstation/assessments.service';
import { saveScores } from '../src/modules/workstation/assessment-scores.service';
import { measure } from './measure';

const STUDENTS = 200;
const ITEMS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UPS = 5;

const target = process.argv[2] ?? 'pglite';
const dir = target === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workstation-')) : null;
const database: Database = dir ? await openPglite(path.join(dir, 'db')) : openPostgres(target, 4);

async function seed() {
  await database.sql.executeSql(`
    INSERT INTO users (name, email, password_hash, main_role_id) VALUES ('Bench Teacher', 'bench-teacher@example.com', 'x', 2);
    INSERT INTO users (name, email, password_hash, main_role_id)
      SELECT 'Student ' || lpad(g::text, 3, '0'), 'bench-student' || g || '@example.com', 'x', 3 FROM generate_series(1, ${STUDENTS}) g;
    INSERT INTO classes (name, type, start_date, end_date) VALUES ('Bench class', 'center', '2026-09-01', '2027-06-30');
    INSERT INTO class_students (class_id, student_id) SELECT c.id, u.id FROM classes c, users u WHERE u.main_role_id = 3;
    INSERT INTO attendances (class_id, name, date)
      SELECT c.id, 'Week ' || g, DATE '2026-09-01' + g * 7 FROM classes c, generate_series(1, ${ITEMS}) g;
    INSERT INTO attendance_statuses (attendance_id, student_id, status)
      SELECT a.id, s.student_id, (a.id + s.student_id) % 3 - 1 FROM attendances a JOIN class_students s ON s.class_id = a.class_id;
    INSERT INTO assessments (class_id, kind, name, due_date, max_score, grading_type)
      SELECT c.id, 'exam', 'Exam ' || g, TIMESTAMP '2026-09-01 10:00' + g * INTERVAL '7 days', 100, 'a-u' FROM classes c, generate_series(1, ${ITEMS}) g;
    INSERT INTO assessment_results (assessment_id, student_id, status, score)
      SELECT a.id, s.student_id, 'corrected', (a.id * 7 + s.student_id) % 101 FROM assessments a JOIN class_students s ON s.class_id = a.class_id;
    INSERT INTO student_scores (class_id, student_id, source_type, source_id, score, max_score)
      SELECT a.class_id, r.student_id, 'exam', a.id, r.score, 100 FROM assessment_results r JOIN assessments a ON a.id = r.assessment_id;
    ANALYZE;`);
}

async function timings(work: (run: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    const started = performance.now();
    await work(run);
    if (run >= WARM_UPS) ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  return { p50: at(0.5), p95: at(0.95) };
}

const idsOf = async (sql: string) => ((await database.sql.executeSql(sql)).rows as { id: number }[]).map((row) => Number(row.id));

try {
  await database.migrate();
  const name = dir ? 'pglite' : 'postgres';
  const { ms } = await measure(seed);
  console.log(
    `${name.padEnd(10)} seeded a class of ${STUDENTS} students with ${ITEMS} attendance items and ${ITEMS} exams in ${(ms / 1000).toFixed(1)} s`,
  );
  const [teacherId] = await idsOf(`SELECT id FROM users WHERE main_role_id = 2`);
  const [classId] = await idsOf(`SELECT id FROM classes`);
  const students = await idsOf(`SELECT student_id AS id FROM class_students ORDER BY id`);
  const attendanceIds = await idsOf(`SELECT id FROM attendances ORDER BY id`);
  const examIds = await idsOf(`SELECT id FROM assessments ORDER BY id`);
  const page = { page: 1, per_page: 30 };
  const cases: [string, (run: number) => Promise<unknown>][] = [
    [
      `SAVE attendance, ${STUDENTS} students`,
      (run) =>
        saveAttendanceStatuses(
          database.db,
          teacherId,
          classId,
          students.map((studentId, i) => [studentId, attendanceIds[run % ITEMS], ((run + i) % 3) - 1]),
        ),
    ],
    [
      `SAVE exam scores, ${STUDENTS} students`,
      (run) =>
        saveScores(
          database.db,
          teacherId,
          classId,
          'exam',
          'exams',
          students.map((studentId, i) => ({ studentId, itemId: examIds[run % ITEMS], score: (run * 3 + i) % 101 })),
        ),
    ],
    [`attendance tab, ${ITEMS} items × ${STUDENTS}`, () => listAttendance(database.db, classId, page)],
    [`exams tab, ${ITEMS} items × ${STUDENTS}`, () => listAssessments(database.db, classId, 'exam', page)],
  ];
  // The same tabs through HTTP (routing, class scope, response validation and JSON).
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workstation-files-'));
  const app = await buildApp({
    db: database.db,
    settings: {
      auth: { tokenTtlHours: 1, maxAttempts: 5, maxAttemptsPerAddress: 20, windowMinutes: 15 },
      rateLimit: { perMinute: 1_000_000, signUpsPerHour: 1_000_000 },
    },
    files: openDiskFileStore(filesDir),
    enqueue: async () => undefined,
  });
  const headers = { authorization: `Bearer ${await issueToken(database.db, teacherId, 1)}` };
  await database.sql.executeSql(`INSERT INTO class_teachers (class_id, teacher_id) VALUES (${classId}, ${teacherId})`);
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  };
  cases.push(
    [`HTTP GET attendance tab, ${ITEMS} × ${STUDENTS}`, () => get(`/api/admin/classes/${classId}/attendance`)],
    [`HTTP GET exams tab, ${ITEMS} × ${STUDENTS}`, () => get(`/api/admin/classes/${classId}/exams`)],
  );
  for (const [label, work] of cases) {
    const { p50, p95 } = await timings(work);
    console.log(`${name.padEnd(10)} ${label.padEnd(44)} p50 ${p50.padStart(6)} ms   p95 ${p95.padStart(6)} ms`);
  }
  await app.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
} finally {
  await database.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
