/**
 * Reports at scale: the scale seed (BENCH_STUDENTS, default 100,000 students in 1,000 classes, 10 scores
 * each = 1,000,000 scores), then through the services (SQL and assembly, no HTTP): GET admin/dashboard and
 * a 30-row page of students-overall (p50/p95 over BENCH_RUNS), the xlsx export of a 200-student class and
 * one class report PDF of 200 students (time and peak RSS).
 *   tsx bench/reports.scenario.ts [pglite | <postgres url>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type SqlExecutor } from '../src/db/client';
import { getDashboard } from '../src/modules/dashboard/dashboard.service';
import { listOverall } from '../src/modules/overall/overall.service';
import { exportOverall } from '../src/modules/overall/overall-export';
import { gatherReport } from '../src/modules/reports/report-data';
import { reportHtml } from '../src/modules/reports/report-html';
import { renderPdf } from '../src/modules/reports/report-pdf';
import { measure } from './measure';
import { insertAdmin, seedScale } from './scale.seed';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const target = process.argv[2] ?? 'pglite';
const dir = target === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-')) : null;
const database: Database = dir ? await openPglite(path.join(dir, 'db')) : openPostgres(target, 4);

async function timeRuns(name: string, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))].toFixed(1);
  console.log(`reports ${database.kind} ${name}: p50 ${at(50)} ms, p95 ${at(95)} ms (${RUNS} runs)`);
}

try {
  await database.migrate();
  // The seed runs without the app pool's statement timeout (a bulk insert of 1M scores takes longer).
  const bulkPool = dir ? null : new pg.Pool({ connectionString: target, max: 1 });
  const bulk: SqlExecutor = bulkPool
    ? { executeSql: async (text, values) => ({ rows: (await bulkPool.query(text, values)).rows }) }
    : database.sql;
  const seeded = await measure(async () => {
    await seedScale(bulk, STUDENTS);
    // class 1 grows to 200 students (the export and report size)
    await database.sql.executeSql(`
      INSERT INTO class_students (class_id, student_id)
      SELECT (SELECT min(id) FROM classes), u.id FROM users u
      WHERE u.main_role_id = 3 AND NOT EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = u.id AND cs.class_id = (SELECT min(id) FROM classes))
      ORDER BY u.id LIMIT ${Math.max(0, 200 - Math.floor(STUDENTS / 1000))}`);
    return insertAdmin(bulk);
  });
  await bulkPool?.end();
  console.log(`reports ${database.kind} seed of ${STUDENTS} students: ${seeded.ms} ms`);
  const [{ id: classId }] = (await database.sql.executeSql('SELECT min(id) AS id FROM classes')).rows as { id: number }[];
  await timeRuns('GET admin/dashboard', () => getDashboard(database.db, 1));
  await timeRuns('students-overall page of 30', () => listOverall(database.db, classId, { page: 1, per_page: 30 }));
  const exported = await measure(async () => {
    const { stream } = await exportOverall(database.db, classId);
    let bytes = 0;
    await pipeline(stream, new Writable({ write: (chunk: Buffer, _e, done) => ((bytes += chunk.length), done()) }));
    return bytes;
  });
  console.log(
    `reports ${database.kind} xlsx export of a 200-student class: ${exported.ms} ms, ${exported.result} bytes, peak RSS ${exported.peakMb} MB`,
  );
  const pdf = await measure(async () => {
    const data = await gatherReport(database.db, {
      classId,
      studentId: null,
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      language: 'en',
    });
    if (!data) throw new Error('no class');
    return (await renderPdf(reportHtml(data, data.students.length, 'bench'))).length;
  });
  console.log(
    `reports ${database.kind} class report PDF of 200 students: ${pdf.ms} ms, ${pdf.result} bytes, peak RSS ${pdf.peakMb} MB (Chromium's own memory not included)`,
  );
} finally {
  await database.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
