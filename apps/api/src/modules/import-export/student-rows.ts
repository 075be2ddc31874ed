import { inArray, sql } from 'drizzle-orm';
import { jobMessage, studentBodySchema, type JobRowError, type StudentBody, type StudentSheetColumn } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, users } from '../../db/schema';
import { cellText, parseSheetDate } from './student-sheet';

/** A data row of the sheet with its cells by column. */
export type RawRow = { number: number; cells: Partial<Record<StudentSheetColumn, unknown>> };
export type ValidRow = { number: number; student: StudentBody };

/** What earlier chunks of the same pass learned: e-mails seen and centers resolved. */
export type RowCheckState = {
  seenEmails: Map<string, number>;
  centerIdsByName: Map<string, number | null>;
  knownCenterIds: Map<number, boolean>;
};
export const newRowCheckState = (): RowCheckState => ({
  seenEmails: new Map(),
  centerIdsByName: new Map(),
  knownCenterIds: new Map(),
});

const lower = (text: string | null) => text?.toLowerCase() ?? null;

/** The row as the student form would send it: dates normalised, gender and type lower-cased, center named or by id. */
function formInput(row: RawRow, state: RowCheckState) {
  const text = (column: StudentSheetColumn) => cellText(row.cells[column]);
  const centerName = lower(text('center'));
  const centerIdText = text('centerId');
  const centerId = centerIdText ?? (centerName ? state.centerIdsByName.get(centerName) : undefined);
  const birthDate = row.cells.birthDate;
  return {
    name: text('name') ?? '',
    nickname: text('nickname'),
    gender: lower(text('gender')) ?? '',
    birthDate: parseSheetDate(birthDate) ?? cellText(birthDate) ?? '',
    email: text('email') ?? '',
    phone: text('phone') ?? '',
    schoolName: text('schoolName'),
    studentType: lower(text('studentType')),
    centerId: centerId ?? undefined,
    facebookName: text('facebookName'),
    facebookUrl: text('facebookUrl'),
    motherName: text('motherName'),
    motherEmail: text('motherEmail'),
    motherPhone: text('motherPhone'),
    fatherName: text('fatherName'),
    fatherEmail: text('fatherEmail'),
    fatherPhone: text('fatherPhone'),
  };
}

/** Looks up, in three queries per chunk, the centers and e-mails its rows name. */
async function lookUpChunk(db: Db, rows: RawRow[], state: RowCheckState) {
  const names = new Set<string>();
  const ids = new Set<number>();
  const emails = new Set<string>();
  for (const row of rows) {
    const name = lower(cellText(row.cells.center));
    if (name && !state.centerIdsByName.has(name)) names.add(name);
    const id = Number(cellText(row.cells.centerId));
    if (Number.isInteger(id) && id > 0 && id < 2 ** 31 && !state.knownCenterIds.has(id)) ids.add(id);
    const email = lower(cellText(row.cells.email));
    if (email) emails.add(email);
  }
  if (names.size > 0) {
    const found = await db
      .select({ id: centers.id, name: sql<string>`lower(${centers.name})` })
      .from(centers)
      .where(inArray(sql`lower(${centers.name})`, [...names]));
    for (const name of names) state.centerIdsByName.set(name, null);
    for (const center of found) state.centerIdsByName.set(center.name, center.id);
  }
  if (ids.size > 0) {
    const found = await db
      .select({ id: centers.id })
      .from(centers)
      .where(inArray(centers.id, [...ids]));
    for (const id of ids) state.knownCenterIds.set(id, false);
    for (const center of found) state.knownCenterIds.set(center.id, true);
  }
  const taken = emails.size
    ? await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, [...emails]))
    : [];
  return new Set(taken.map((row) => row.email));
}

/**
 * Validates one chunk with the student form's schema plus the rules only a sheet has (duplicates,
 * center names). Each problem is one row error: a zod message of the contract, or a code.
 */
export async function checkChunk(db: Db, rows: RawRow[], state: RowCheckState) {
  const takenEmails = await lookUpChunk(db, rows, state);
  const valid: ValidRow[] = [];
  const errors: JobRowError[] = [];
  let failedRows = 0;
  for (const row of rows) {
    const input = formInput(row, state);
    const problems: JobRowError[] = [];
    const coded = (field: string, message: ReturnType<typeof jobMessage>) =>
      problems.push({ row: row.number, field, ...message });
    const parsed = studentBodySchema.safeParse(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        if (seen.has(issue.message)) continue;
        seen.add(issue.message);
        problems.push({ row: row.number, field: issue.path.length ? String(issue.path[0]) : null, message: issue.message });
      }
    }
    const centerName = cellText(row.cells.center);
    if (centerName && !cellText(row.cells.centerId) && !input.centerId) {
      coded('center', jobMessage('import.centerNotFound', { name: centerName }));
    }
    if (parsed.success && parsed.data.centerId && state.knownCenterIds.get(parsed.data.centerId) === false) {
      problems.push({ row: row.number, field: 'centerId', message: 'The selected center is invalid' });
    }
    const email = input.email.toLowerCase();
    const firstRow = state.seenEmails.get(email);
    if (email && firstRow !== undefined) {
      coded('email', jobMessage('import.emailRepeated', { email: input.email, row: firstRow }));
    } else if (email && takenEmails.has(email)) coded('email', jobMessage('import.emailTaken', { email: input.email }));
    if (email && firstRow === undefined) state.seenEmails.set(email, row.number);
    if (problems.length > 0 || !parsed.success) {
      failedRows += 1;
      errors.push(...problems);
    } else valid.push({ number: row.number, student: parsed.data });
  }
  return { valid, errors, failedRows };
}
