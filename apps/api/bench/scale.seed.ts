/**
 * Bulk seed of the scale benchmark, set-based (generate_series), never row by row:
 *   N students (2% pending approval, 1 in 10 at a center), 1,000 classes of 1 teacher each,
 *   every student in one class with 10 scores (N x 10 scores) on its class's 10 assessments, 200 teachers, 20 centers, 300 jobs.
 * One first name in 11.6 is "Ahmed" and nothing else contains it (8.6% of rows, as the issue measured).
 */
import { ROLE } from '@backoffice/contract';
import type { SqlExecutor } from '../src/db/client';

export const CLASSES = 1000;
const TEACHERS = 200;
const CENTERS = 20;
const SCORES_PER_STUDENT = 10;

const FIRST = ['Omar', 'Mona', 'Youssef', 'Sara', 'Karim', 'Nour', 'Ali', 'Hana', 'Mostafa', 'Laila', 'Tarek', 'Dina'];
const LAST = ['Hassan', 'Mahmoud', 'Ibrahim', 'Saleh', 'Farouk', 'Nabil', 'Kamal', 'Samir', 'Fathy', 'Gamal'];
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

export async function seedScale(sql: SqlExecutor, students: number) {
  const first = `CASE WHEN g % 1000 < 86 THEN 'Ahmed' ELSE (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] END`;
  const last = `(${sqlArray(LAST)})[1 + (g / 7) % ${LAST.length}]`;
  await sql.executeSql(`
    INSERT INTO centers (name) SELECT 'Center ' || g FROM generate_series(1, ${CENTERS}) AS g;
    INSERT INTO users (name, nickname, email, phone, gender, birth_date, main_role_id)
    SELECT 'Teacher ' || g, 'T' || g, 'teacher' || g || '@bench.example.com', NULL, 'male', DATE '1980-01-01', ${ROLE.teacher}
    FROM generate_series(1, ${TEACHERS}) AS g;
    INSERT INTO users (name, nickname, email, phone, gender, birth_date, main_role_id, is_active, created_at)
    SELECT ${first} || ' ' || ${last}, 'S' || g, lower(${first}) || '.' || g || '@mail.example.com',
           '0100' || lpad(g::text, 7, '0'), CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END,
           DATE '2008-01-01' + (g % 3000), ${ROLE.student}, g % 50 <> 0, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${students}) AS g;
    INSERT INTO student_profiles (user_id, student_type, center_id, school_name, facebook_url, mother_name)
    SELECT id, CASE WHEN id % 10 = 0 THEN 'center' ELSE 'school' END,
           CASE WHEN id % 10 = 0 THEN (SELECT min(id) FROM centers) + id % ${CENTERS} END,
           'Bench School', 'https://facebook.com/' || id, 'Mother of ' || name
    FROM users WHERE main_role_id = ${ROLE.student};
    INSERT INTO classes (name, type, start_date, end_date)
    SELECT 'Class ' || lpad(g::text, 4, '0'), 'school', DATE '2026-01-01', DATE '2026-12-31'
    FROM generate_series(1, ${CLASSES}) AS g;
    INSERT INTO class_teachers (class_id, teacher_id)
    SELECT c.id, t.id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM classes) c
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE main_role_id = ${ROLE.teacher}) t
      ON t.n = c.n % ${TEACHERS};
    INSERT INTO class_students (class_id, student_id)
    SELECT (SELECT min(id) FROM classes) + u.id % ${CLASSES}, u.id FROM users u WHERE u.main_role_id = ${ROLE.student};
    INSERT INTO assessments (class_id, kind, name, due_date, max_score)
    SELECT c.id, (ARRAY['homework','quiz','exam'])[1 + s % 3], 'Item ' || s, TIMESTAMP '2026-02-01 10:00' + (s || ' days')::interval, 20
    FROM classes c, generate_series(1, ${SCORES_PER_STUDENT}) AS s;
    INSERT INTO student_scores (class_id, student_id, source_type, source_id, score, max_score)
    SELECT cs.class_id, cs.student_id, a.kind, a.id, (cs.student_id * 7 + a.id * 13) % 21, 20
    FROM class_students cs JOIN assessments a ON a.class_id = cs.class_id;
    INSERT INTO jobs (type, status, entity_type, file_name, created_by)
    SELECT CASE WHEN g % 2 = 0 THEN 'student-export' ELSE 'student-import' END, 'completed', 'students', 'students-' || g || '.xlsx',
           (SELECT min(id) FROM users WHERE main_role_id = ${ROLE.teacher})
    FROM generate_series(1, 300) AS g;`);
  // A live database has planner statistics and a visibility map (autovacuum); a bulk-filled one needs them made.
  await sql.executeSql('VACUUM ANALYZE');
}

/** The admin the benchmark signs in as. */
export async function insertAdmin(sql: SqlExecutor): Promise<number> {
  const { rows } = await sql.executeSql(
    `INSERT INTO users (name, email, main_role_id) VALUES ('Bench Admin', 'admin@bench.example.com', $1) RETURNING id`,
    [ROLE.admin],
  );
  return Number(rows[0].id);
}
