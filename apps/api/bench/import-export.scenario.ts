/**
 * One step of the import/export benchmark, run in its own process so its peak memory is its own:
 *   setup  <db> <dir>  migrate, seed the students, write the import sheet
 *   export <db> <dir>  export every student to an .xlsx
 *   import <db> <dir>  import the sheet written by setup
 * <db> is "pglite" (data in <dir>/db) or a PostgreSQL URL. Prints one JSON line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ROLE } from '@backoffice/contract';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { jobs, users } from '../src/db/schema';
import { createJob } from '../src/jobs/jobs.service';
import { moduleJobs } from '../src/module-jobs';
import { runJob } from '../src/jobs/registry';
import { openDiskFileStore } from '../src/storage/file-store';
import { measure } from './measure';
import { directRun } from '../test/outbox-mailer';

export const EXPORT_STUDENTS = Number(process.env.BENCH_EXPORT_STUDENTS ?? 100_000);
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SHEET = 'import-sheet.xlsx';

const [step, target, dir] = process.argv.slice(2);
const database: Database = target === 'pglite' ? await openPglite(path.join(dir, 'db')) : openPostgres(target, 4);
const files = openDiskFileStore(path.join(dir, 'files'));
const deps = {
  db: database.db,
  files,
  workRoot: path.join(dir, 'work'),
  ...directRun(database.db),
  log: (message: string, error?: unknown) => console.error(message, error),
};

async function seedStudents() {
  await database.sql.executeSql(`
    INSERT INTO users (name, nickname, email, phone, gender, birth_date, main_role_id)
    SELECT 'Student ' || g, 'S' || g, 'seed' || g || '@bench.example.com', '0100' || lpad(g::text, 7, '0'),
           CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END, DATE '2008-01-01' + (g % 3000), ${ROLE.student}
    FROM generate_series(1, ${EXPORT_STUDENTS}) AS g;
    INSERT INTO student_profiles (user_id, student_type, school_name, facebook_url, mother_name, mother_phone)
    SELECT id, 'school', 'Bench School', 'https://facebook.com/' || id, 'Mother of ' || name, '=01000000000'
    FROM users WHERE main_role_id = ${ROLE.student};
    -- A live database has planner statistics (autovacuum); a bulk-filled one needs them taken.
    ANALYZE users;
    ANALYZE student_profiles;`);
}

/** The import input, written row by row with exceljs's streaming writer. */
async function writeImportSheet() {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dir, SHEET) });
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(['name', 'nickname', 'email', 'phone', 'gender', 'birthDate', 'schoolName', 'studentType', 'motherName']).commit();
  for (let i = 1; i <= IMPORT_ROWS; i += 1) {
    const birthDate = i % 3 === 0 ? '14/07/2009' : i % 3 === 1 ? '2010-01-02' : 40179 + (i % 900);
    sheet
      .addRow([
        `Imported ${i}`,
        `I${i}`,
        `new${i}@bench.example.com`,
        `0111${String(i).padStart(7, '0')}`,
        i % 2 ? 'male' : 'female',
        birthDate,
        'Bench School',
        'school',
        `Mother ${i}`,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function adminId() {
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mainRoleId, ROLE.admin)).limit(1);
  if (admin) return admin.id;
  const [created] = await database.db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.example.com', mainRoleId: ROLE.admin })
    .returning();
  return created.id;
}

async function jobOutcome(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return { status: row.status, error: row.error?.code ?? null, file: row.resultFile };
}

if (step === 'setup') {
  await database.migrate();
  const { ms } = await measure(async () => {
    await seedStudents();
    await writeImportSheet();
  });
  console.log(JSON.stringify({ step, ms }));
} else if (step === 'export') {
  const job = await createJob(database.db, {
    type: 'student-export',
    entityType: 'students',
    fileName: 'students.xlsx',
    createdBy: await adminId(),
  });
  const run = await measure(() => runJob(deps, moduleJobs.jobTypes['student-export'], job.id));
  const outcome = await jobOutcome(job.id);
  const bytes = outcome.file ? await files.size(outcome.file) : 0;
  console.log(
    JSON.stringify({ step, rows: EXPORT_STUDENTS, ...run, result: undefined, ...outcome, fileMb: +(bytes / 2 ** 20).toFixed(1) }),
  );
} else if (step === 'import') {
  const storedFile = files.newName('.xlsx');
  fs.copyFileSync(path.join(dir, SHEET), path.join(dir, 'files', storedFile));
  const job = await createJob(database.db, {
    type: 'student-import',
    entityType: 'students',
    fileName: SHEET,
    input: { storedFile, onlyValid: false },
    createdBy: await adminId(),
  });
  const run = await measure(() => runJob(deps, moduleJobs.jobTypes['student-import'], job.id));
  console.log(JSON.stringify({ step, rows: IMPORT_ROWS, ...run, result: undefined, ...(await jobOutcome(job.id)) }));
}
await database.close();
