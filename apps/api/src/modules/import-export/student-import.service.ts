import { jobMessage, ROLE, type JobRowError, type StudentSheetColumn } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { studentProfiles, users } from '../../db/schema';
import type { JobOutcome } from '../../jobs/jobs.service';
import { JobFailure, type JobContext, type JobHandler } from '../../jobs/registry';
import type { FileStore } from '../../storage/file-store';
import { readFirstSheet } from './sheet-reader';
import { checkChunk, newRowCheckState, type RawRow, type ValidRow } from './student-rows';
import { cellValue, mapHeader } from './student-sheet';

/** What an import job carries in its input: the uploaded sheet in the file store and the only_valid choice. */
export type StudentImportInput = { storedFile: string; onlyValid: boolean };

/** Rows validated and written together: one set of look-ups and one INSERT per chunk. */
const CHUNK_SIZE = 1000;
/** Row errors kept on the job; its message gives the full count of failed rows. */
const MAX_STORED_ROW_ERRORS = 1000;

type PassResult = { total: number; written: number; failedRows: number; errors: JobRowError[] };
type Progress = (done: number) => Promise<void>;

/**
 * Streams the sheet once, in chunks: validates each chunk and hands its valid rows to `write`.
 * The first pass writes nothing; the second runs inside the transaction and writes.
 */
async function passOverSheet(
  db: Db,
  files: FileStore,
  input: StudentImportInput,
  progress: Progress,
  write?: (rows: ValidRow[]) => Promise<void>,
) {
  const state = newRowCheckState();
  const result: PassResult = { total: 0, written: 0, failedRows: 0, errors: [] };
  let columns: Map<StudentSheetColumn, number> | null = null;
  let chunk: RawRow[] = [];
  const flush = async () => {
    const { valid, errors, failedRows } = await checkChunk(db, chunk, state);
    result.failedRows += failedRows;
    if (result.errors.length < MAX_STORED_ROW_ERRORS)
      result.errors.push(...errors.slice(0, MAX_STORED_ROW_ERRORS - result.errors.length));
    if (write && valid.length > 0) await write(valid);
    result.written += valid.length;
    chunk = [];
    await progress(result.total);
  };
  for await (const row of readFirstSheet(() => files.read(input.storedFile))) {
    if (row.values.every((value) => cellValue(value) === null)) continue;
    if (!columns) {
      columns = mapHeader(row.values);
      continue;
    }
    const cells: RawRow['cells'] = {};
    for (const [column, index] of columns) cells[column] = row.values[index];
    chunk.push({ number: row.number, cells });
    result.total += 1;
    if (chunk.length >= CHUNK_SIZE) await flush();
  }
  if (!columns) throw new JobFailure(jobMessage('import.sheetEmpty'));
  if (result.total === 0) throw new JobFailure(jobMessage('import.noRows'));
  if (chunk.length > 0) await flush();
  return result;
}

/** Users with role student and their profile rows, one INSERT each for the whole chunk. */
async function insertStudents(db: Db, rows: ValidRow[]) {
  const created = await db
    .insert(users)
    .values(
      rows.map(({ student }) => ({
        name: student.name,
        nickname: student.nickname,
        email: student.email,
        phone: student.phone,
        gender: student.gender,
        birthDate: student.birthDate,
        mainRoleId: ROLE.student,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(created.map((user) => [user.email.toLowerCase(), user.id]));
  await db.insert(studentProfiles).values(
    rows.map(({ student }) => ({
      userId: idByEmail.get(student.email.toLowerCase())!,
      studentType: student.studentType,
      centerId: student.studentType === 'center' ? (student.centerId ?? null) : null,
      schoolName: student.schoolName,
      facebookName: student.facebookName,
      facebookUrl: student.facebookUrl,
      motherName: student.motherName,
      motherEmail: student.motherEmail,
      motherPhone: student.motherPhone,
      fatherName: student.fatherName,
      fatherEmail: student.fatherEmail,
      fatherPhone: student.fatherPhone,
    })),
  );
}

const rowErrorsFailure = (result: PassResult) =>
  new JobFailure(jobMessage('import.rowErrors', { failed: result.failedRows, total: result.total }), result.errors);

/**
 * One import job: every row validated in a first pass (which writes nothing), then the accepted rows
 * written in one transaction. Progress counts rows checked in the first pass, then stands at half
 * (total = rows × 2) while the second pass writes: on PGlite the transaction holds the one
 * connection, so nothing else can be written until it ends. Once it has, progress is its count: done = students
 * written, total = rows read.
 */
async function runStudentImport({ db, files, job, progress }: JobContext): Promise<JobOutcome> {
  const input = job.input as StudentImportInput;
  if (input.storedFile.endsWith('.xls')) throw new JobFailure(jobMessage('import.xlsUnsupported'));
  const checked = await passOverSheet(db, files, input, (done) => progress(done, null));
  if (checked.failedRows > 0 && !input.onlyValid) throw rowErrorsFailure(checked);
  if (checked.written === 0) throw new JobFailure(jobMessage('import.noValidRows'), checked.errors);
  await progress(checked.total, checked.total * 2);
  // Validated again inside the transaction: a student created meanwhile fails the row, not the insert.
  const written = await db.transaction(async (tx) => {
    const write = (rows: ValidRow[]) => insertStudents(tx, rows);
    const result = await passOverSheet(tx, files, input, async () => undefined, write);
    if (result.failedRows > 0 && !input.onlyValid) throw rowErrorsFailure(result);
    return result;
  });
  const { written: count, total: rows, failedRows: skipped } = written;
  // A finished import's count: students written of the rows read (the card says "5,000 imported, 0 errors").
  await progress(count, rows);
  if (skipped === 0) return { status: 'completed' };
  return {
    status: 'completed',
    error: jobMessage('import.rowsSkipped', { written: count, total: rows, skipped }),
    rowErrors: written.errors,
  };
}

export const studentImportJob: JobHandler = { run: runStudentImport, unexpected: 'import.unexpected' };
