import { finished } from 'node:stream/promises';
import { and, asc, count, eq, getTableColumns, gt } from 'drizzle-orm';
import { ROLE, STUDENT_SHEET_COLUMNS } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, studentProfiles, users } from '../../db/schema';
import type { JobOutcome } from '../../jobs/jobs.service';
import type { JobContext, JobHandler } from '../../jobs/registry';
import { loadExcel } from './load-excel';
import { neutraliseCell } from './student-sheet';
import { personColumns } from '../../db/person-columns';

/**
 * Students read per query: keyset pages on the student_profiles primary key (every student has its
 * profile row), so each page is an index range and memory stays flat whatever the total.
 */
export const EXPORT_BATCH_SIZE = 1000;

async function readBatch(db: Db, afterId: number) {
  return db
    .select({
      ...personColumns,
      centerName: centers.name,
      profile: getTableColumns(studentProfiles),
    })
    .from(studentProfiles)
    .innerJoin(users, and(eq(users.id, studentProfiles.userId), eq(users.mainRoleId, ROLE.student)))
    .leftJoin(centers, eq(centers.id, studentProfiles.centerId))
    .where(gt(studentProfiles.userId, afterId))
    .orderBy(asc(studentProfiles.userId))
    .limit(EXPORT_BATCH_SIZE);
}

type StudentLine = Awaited<ReturnType<typeof readBatch>>[number];

/** The sheet's cells of one student, in STUDENT_SHEET_COLUMNS order, formulas neutralised. */
function sheetLine(row: StudentLine): (string | number | null)[] {
  // Profile columns (facebook, parents...) are read by name, so columns the students module adds are exported too.
  const values: Record<string, unknown> = { ...row.profile, ...row, center: row.centerName };
  return STUDENT_SHEET_COLUMNS.map((column) => {
    const cell = values[column];
    if (cell === null || cell === undefined) return null;
    return typeof cell === 'number' ? cell : neutraliseCell(String(cell));
  });
}

const countStudents = async (db: Db) =>
  (
    await db
      .select({ total: count() })
      .from(studentProfiles)
      .innerJoin(users, and(eq(users.id, studentProfiles.userId), eq(users.mainRoleId, ROLE.student)))
  )[0].total;

/** One export job: every student streamed into an .xlsx in the file store; progress counts students written. */
async function runStudentExport({ db, files, progress }: JobContext): Promise<JobOutcome> {
  const storedFile = files.newName('.xlsx');
  try {
    const total = await countStudents(db);
    await progress(0, total);
    const out = files.createWriteStream(storedFile);
    const written = finished(out);
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow([...STUDENT_SHEET_COLUMNS]).commit();
    let done = 0;
    for (let afterId = 0; ;) {
      const rows = await readBatch(db, afterId);
      for (const row of rows) sheet.addRow(sheetLine(row)).commit();
      done += rows.length;
      await progress(done, Math.max(total, done));
      if (rows.length < EXPORT_BATCH_SIZE) break;
      afterId = rows[rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
    await written;
    return { status: 'completed', resultFile: storedFile };
  } catch (error) {
    await files.remove(storedFile);
    throw error;
  }
}

export const studentExportJob: JobHandler = { run: runStudentExport, unexpected: 'export.unexpected' };
