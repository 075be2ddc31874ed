/**
 * The history at scale: audit_log filled with BENCH_HISTORY_ROWS rows (default 10,000,000 on PostgreSQL,
 * 500,000 on PGlite) over 2,000 classes, 100,000 students and 60,000 items, in one INSERT … SELECT. Times
 * the list (through its service: page, names and capped count) for a class, a student, a cell (item and
 * student), a teaching assistant's classes and unfiltered, p50/p95 over BENCH_RUNS runs (default 50), prints
 * the page query's plan for each (an index scan, never a sequential scan or a sort of the table), and times
 * recordChanges of one 200-row batch.
 *   tsx bench/history.scenario.ts [pglite | <postgres url>]   (default pglite in a temp folder)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AuditLogQuery, AuthUser } from '@backoffice/contract';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { historyFilter, historyPageQuery, listAuditLog } from '../src/modules/audit-log/audit-log.service';
import { recordChanges, type Change } from '../src/modules/audit-log/record-changes';
import { measure } from './measure';

const target = process.argv[2] ?? 'pglite';
const isPglite = target === 'pglite';
const ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? (isPglite ? 500_000 : 10_000_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UPS = 5;
const [CLASSES, STUDENTS, ITEMS] = [2_000, 100_000, 60_000];

const dir = isPglite ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-')) : null;
const database: Database = dir ? await openPglite(path.join(dir, 'db')) : openPostgres(target, 4);
const name = isPglite ? 'pglite' : 'postgres';

/** The rows: newest last (id and at rise together), every entity, a status or a score as values. */
const FILL = `
  INSERT INTO audit_log (at, entity, entity_id, class_id, student_id, item_id, field, old, new)
  SELECT now() - (${ROWS} - g) * INTERVAL '100 milliseconds',
         (ARRAY['attendance','homework','quiz','exam','classwork','answer'])[1 + g % 6],
         1 + (g / 3) % ${ITEMS}, 1 + g % ${CLASSES}, 1 + g % ${STUDENTS}, 1 + (g / 3) % ${ITEMS},
         'status', to_jsonb(g % 3 - 1), to_jsonb((g + 1) % 3 - 1)
  FROM generate_series(1, ${ROWS}) g;
  ANALYZE audit_log;`;

/** The fill runs past the pool's statement timeout: on PostgreSQL it has a connection of its own. */
async function fill() {
  if (isPglite) return database.sql.executeSql(FILL);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    await client.query(FILL);
  } finally {
    await client.end();
  }
}

async function timings(work: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    const started = performance.now();
    await work();
    if (run >= WARM_UPS) ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * True unless audit_log is read through an index straight under the page's LIMIT: a sequential scan, or a
 * sort between the LIMIT and the scan (every matching row read and sorted before 30 are kept).
 */
function readsTable(plan: string[]) {
  const scan = plan.findIndex((line) => / on audit_log\b/.test(line));
  if (scan < 0 || /Seq Scan/.test(plan[scan])) return true;
  const limit = plan.slice(0, scan).reduce((found, line, index) => (/\bLimit\b/.test(line) ? index : found), -1);
  return limit < 0 || plan.slice(limit, scan).some((line) => /\bSort\b/.test(line));
}

const rowsOf = async (text: string) => (await database.sql.executeSql(text)).rows;

try {
  await database.migrate();
  await database.sql.executeSql(`
    INSERT INTO users (name, email, password_hash, main_role_id) VALUES ('Bench Admin', 'bench-admin@example.com', 'x', 1);
    INSERT INTO users (name, email, password_hash, main_role_id) VALUES ('Bench Teacher', 'bench-teacher@example.com', 'x', 2);
    INSERT INTO classes (name, type, start_date, end_date) VALUES ('Bench class', 'center', '2026-09-01', '2027-06-30');
    INSERT INTO class_teachers (class_id, teacher_id) SELECT c.id, u.id FROM classes c, users u WHERE u.main_role_id = 2;`);
  const { ms } = await measure(fill);
  const [{ n }] = await rowsOf('SELECT count(*)::int AS n FROM audit_log');
  console.log(`${name.padEnd(10)} filled audit_log with ${Number(n).toLocaleString('en')} rows in ${(ms / 1000).toFixed(1)} s`);

  const [{ id: classId }] = await rowsOf('SELECT id FROM classes');
  const [teacher] = await rowsOf(`SELECT id, name, email FROM users WHERE main_role_id = 2`);
  const admin: AuthUser = {
    id: 1,
    name: 'Bench Admin',
    nickname: null,
    email: 'a@example.com',
    mainRole: 'admin',
    mainRoleId: 1,
  };
  const assistant: AuthUser = { ...admin, id: Number(teacher.id), mainRole: 'teacher', mainRoleId: 2 };
  const [cell] = await rowsOf(`SELECT item_id, student_id FROM audit_log WHERE id = ${Math.floor(ROWS / 2)}`);
  const query = (filters: Partial<AuditLogQuery>): AuditLogQuery => ({ page: 1, per_page: 30, ...filters });
  const cases: [string, AuthUser, AuditLogQuery][] = [
    ['a class', admin, query({ classId: Number(classId) })],
    ['a student', admin, query({ studentId: 4_242 })],
    ['a cell (item and student)', admin, query({ itemId: Number(cell.item_id), studentId: Number(cell.student_id) })],
    ["a teaching assistant's classes", assistant, query({})],
    ['unfiltered', admin, query({})],
  ];
  for (const [label, user, filters] of cases) {
    const { p50, p95 } = await timings(() => listAuditLog(database.db, user, filters));
    console.log(`${name.padEnd(10)} list ${label.padEnd(32)} p50 ${p50.padStart(7)} ms   p95 ${p95.padStart(7)} ms`);
  }
  for (const [label, user, filters] of cases) {
    const page = historyPageQuery(database.db, historyFilter(user, filters), filters).page.toSQL();
    const plan = (await database.sql.executeSql(`EXPLAIN ${page.sql}`, page.params)).rows.map((row) =>
      String(Object.values(row)[0]),
    );
    console.log(`${name.padEnd(10)} EXPLAIN list ${label}${readsTable(plan) ? '   <-- reads or sorts the whole table' : ''}`);
    for (const line of plan) console.log(`             ${line}`);
  }

  const batch = (run: number): Change[] =>
    Array.from({ length: 200 }, (_, index) => ({
      entity: 'attendance',
      entityId: 1,
      classId: Number(classId),
      studentId: index + 1,
      itemId: 1,
      field: 'status',
      old: (run % 3) - 1,
      new: ((run + 1) % 3) - 1,
    }));
  let run = 0;
  const { p50, p95 } = await timings(() => database.db.transaction((tx) => recordChanges(tx, Number(teacher.id), batch(run++))));
  console.log(
    `${name.padEnd(10)} recordChanges, 200 rows (one transaction)  p50 ${p50.padStart(7)} ms   p95 ${p95.padStart(7)} ms`,
  );
} finally {
  await database.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
