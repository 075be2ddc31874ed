/**
 * The question bank at scale: 50,000 questions (4 options each for the single choice ones) in 500 parts
 * of 20 courses, beside 50,000 centers. Times the questions list with a text search and two filters, the
 * draw preview, and the Centers list with a text search, through the services (SQL and assembly, no HTTP).
 *   tsx bench/question-bank.scenario.ts [pglite | <postgres url>]   (default pglite in a temp folder)
 * Prints one line per query with p50 and p95 over BENCH_RUNS runs (default 60, after 10 warm-ups).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { listCenters } from '../src/modules/centers/centers.service';
import { listQuestions } from '../src/modules/questions/questions.service';
import { previewDraw } from '../src/modules/questions/question-uses.service';
import { measure } from './measure';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 50_000);
const PARTS = 500;
const COURSES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARM_UPS = 10;
const TOPICS = ['energy', 'motion', 'waves', 'atoms', 'acids', 'algebra', 'grammar', 'forces', 'light', 'cells'];

const target = process.argv[2] ?? 'pglite';
const dir = target === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-questions-')) : null;
const database: Database = dir ? await openPglite(path.join(dir, 'db')) : openPostgres(target, 4);

/**
 * Part p holds questions p-1, p-1+500, …: within a part, complexity and topic vary independently
 * (10 questions per complexity per part, one topic word per ten).
 */
async function seed() {
  const topics = `ARRAY[${TOPICS.map((t) => `'${t}'`).join(',')}]`;
  await database.sql.executeSql(`
    INSERT INTO class_categories (name, code) SELECT 'Course ' || g, 'C' || g FROM generate_series(1, ${COURSES}) g;
    INSERT INTO educational_parts (name, class_category_id)
      SELECT 'Part ' || g, (SELECT min(id) FROM class_categories) + g % ${COURSES} FROM generate_series(1, ${PARTS}) g;
    INSERT INTO questions (text, type, points, complexity, class_category_id)
      SELECT 'Question ' || g || ' on ' || (${topics})[(g / 5000) % 10 + 1] || ' ' || md5(g::text),
             CASE WHEN g % 3 = 0 THEN 'text' ELSE 'single_choice' END, 1 + g % 5, (g / ${PARTS}) % 10 + 1,
             (SELECT class_category_id FROM educational_parts ORDER BY id OFFSET g % ${PARTS} LIMIT 1)
      FROM generate_series(0, ${QUESTIONS - 1}) g;
    INSERT INTO question_educational_parts (question_id, educational_part_id)
      SELECT q.id, p.id FROM questions q
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM educational_parts) p
        ON p.n = (q.id - (SELECT min(id) FROM questions)) % ${PARTS};
    INSERT INTO question_options (question_id, "order", text, is_correct)
      SELECT q.id, o, 'Option ' || o || ' of ' || q.id, o = 1 FROM questions q, generate_series(1, 4) o
      WHERE q.type = 'single_choice';
    INSERT INTO centers (name)
      SELECT 'Center ' || g || ' ' || (${topics})[(g / 5000) % 10 + 1] || ' ' || md5(g::text) FROM generate_series(0, ${QUESTIONS - 1}) g;
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

try {
  await database.migrate();
  const { ms } = await measure(seed);
  const name = dir ? 'pglite' : 'postgres';
  console.log(
    `${name.padEnd(10)} seeded ${QUESTIONS.toLocaleString('en')} questions in ${PARTS} parts and ${QUESTIONS.toLocaleString('en')} centers in ${(ms / 1000).toFixed(1)} s`,
  );
  const [{ first }] = (await database.sql.executeSql('SELECT min(id) AS first FROM educational_parts')).rows as {
    first: number;
  }[];
  const partOf = (run: number) => Number(first) + ((run * 37) % PARTS);
  const complexityOf = (run: number) => (run % 10) + 1;
  const page = { page: 1, per_page: 30 };
  const cases: [string, (run: number) => Promise<unknown>][] = [
    ['centers list, q', (run) => listCenters(database.db, { ...page, q: TOPICS[run % 10] })],
    [
      'questions list, q + part + complexity',
      (run) =>
        listQuestions(database.db, {
          ...page,
          q: TOPICS[run % 10],
          educational_part_id: partOf(run),
          complexity: complexityOf(run),
        }),
    ],
    [
      'questions list, q + type + complexity',
      (run) => listQuestions(database.db, { ...page, q: TOPICS[run % 10], type: 'single_choice', complexity: complexityOf(run) }),
    ],
    [
      'draw preview, part + complexity',
      (run) => previewDraw(database.db, { educational_part_id: partOf(run), complexity: complexityOf(run), quantity: 5 }),
    ],
  ];
  for (const [label, work] of cases) {
    const { p50, p95 } = await timings(work);
    console.log(`${name.padEnd(10)} ${label.padEnd(40)} p50 ${p50.padStart(6)} ms   p95 ${p95.padStart(6)} ms`);
  }
} finally {
  await database.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
