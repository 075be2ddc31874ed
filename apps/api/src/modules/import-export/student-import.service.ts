import { ROLE, type RowError, type StudentSheetColumn } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { studentProfiles, users } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { claimJob, finishJob, type JobRow } from './import-export.service';
import { readFirstSheet } from './sheet-reader';
import { checkChunk, newRowCheckState, type RawRow, type ValidRow } from './student-rows';
import { cellValue, mapHeader, SheetError } from './student-sheet';

export type WorkerDeps = { db: Db; files: FileStore; log?: (message: string, error?: unknown) => void };

/** Rows validated and written together: one set of look-ups and one INSERT per chunk. */
const CHUNK_SIZE = 1000;
/** Row errors kept on the job; the message gives the full count. */
const MAX_STORED_ROW_ERRORS = 1000;

type PassResult = { total: number; written: number; errors: RowError[] };

/**
 * Streams the sheet once, in chunks: validates each chunk and hands its valid rows to `write`.
 * The first pass writes nothing; the second runs inside the transaction and writes.
 */
async function passOverSheet(db: Db, files: FileStore, job: JobRow, write?: (rows: ValidRow[]) => Promise<void>) {
  const state = newRowCheckState();
  const result: PassResult = { total: 0, written: 0, errors: [] };
  let columns: Map<StudentSheetColumn, number> | null = null;
  let chunk: RawRow[] = [];
  const flush = async () => {
    const { valid, errors } = await checkChunk(db, chunk, state);
    result.errors.push(...errors);
    if (write && valid.length > 0) await write(valid);
    result.written += valid.length;
    chunk = [];
  };
  for await (const row of readFirstSheet(files.read(job.storedFile!))) {
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
  if (!columns) throw new SheetError('The sheet is empty.');
  if (result.total === 0) throw new SheetError('The sheet has no student rows.');
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

class RowsFailed extends Error {
  constructor(readonly result: PassResult) {
    super('rows failed');
  }
}

const rowErrorsMessage = (result: PassResult) =>
  `${result.errors.length} of ${result.total} rows have errors; nothing was imported.`;

/** Runs one import job: validate every row, then write the accepted rows in one transaction. */
export async function runStudentImport(deps: WorkerDeps, requestId: number): Promise<void> {
  const job = await claimJob(deps.db, requestId);
  if (!job) return;
  try {
    if (job.storedFile?.endsWith('.xls')) {
      throw new SheetError('Excel 97-2003 (.xls) sheets cannot be read; save the file as .xlsx and import it again.');
    }
    const checked = await passOverSheet(deps.db, deps.files, job);
    const stored = checked.errors.slice(0, MAX_STORED_ROW_ERRORS);
    if (checked.errors.length > 0 && !job.onlyValid) {
      return await finishJob(deps.db, job.id, 'failed', { errorMessage: rowErrorsMessage(checked), errorsJson: stored });
    }
    if (checked.written === 0) {
      return await finishJob(deps.db, job.id, 'failed', {
        errorMessage: 'No row is valid; nothing was imported.',
        errorsJson: stored,
      });
    }
    // Validated again inside the transaction: a student created meanwhile fails the row, not the insert.
    const written = await deps.db.transaction(async (tx) => {
      const result = await passOverSheet(tx, deps.files, job, (rows) => insertStudents(tx, rows));
      if (result.errors.length > 0 && !job.onlyValid) throw new RowsFailed(result);
      return result;
    });
    const skipped = written.errors.length;
    await finishJob(deps.db, job.id, 'completed', {
      errorMessage:
        skipped > 0 ? `Imported ${written.written} of ${written.total} rows; ${skipped} rows with errors were skipped.` : null,
      errorsJson: skipped > 0 ? written.errors.slice(0, MAX_STORED_ROW_ERRORS) : null,
    });
  } catch (error) {
    if (error instanceof RowsFailed) {
      const errorsJson = error.result.errors.slice(0, MAX_STORED_ROW_ERRORS);
      return await finishJob(deps.db, job.id, 'failed', { errorMessage: rowErrorsMessage(error.result), errorsJson });
    }
    if (!(error instanceof SheetError)) deps.log?.(`student import ${job.id} failed`, error);
    const errorMessage = error instanceof SheetError ? error.message : 'The import failed unexpectedly; nothing was imported.';
    await finishJob(deps.db, job.id, 'failed', { errorMessage });
  }
}
