import { jobMessage, STUDENT_SHEET_COLUMNS, STUDENT_SHEET_REQUIRED_COLUMNS, type StudentSheetColumn } from '@backoffice/contract';
import { JobFailure } from '../../jobs/registry';

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings a person may type, beyond the column names themselves. */
const HEADER_ALIASES: Record<string, StudentSheetColumn> = {
  ...Object.fromEntries(STUDENT_SHEET_COLUMNS.map((column) => [normalise(column), column])),
  fullname: 'name',
  emailaddress: 'email',
  mobile: 'phone',
  phonenumber: 'phone',
  dateofbirth: 'birthDate',
  birthday: 'birthDate',
  school: 'schoolName',
  type: 'studentType',
  centername: 'center',
  facebook: 'facebookUrl',
};

/** Column index (1-based, as exceljs counts) of each known header; unknown headers are ignored. */
export function mapHeader(values: unknown[]): Map<StudentSheetColumn, number> {
  const columns = new Map<StudentSheetColumn, number>();
  values.forEach((value, index) => {
    const column = HEADER_ALIASES[normalise(cellText(value) ?? '')];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = STUDENT_SHEET_REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    // Each missing column is also a problem of the header row (row 1), so Show Errors lists them.
    const headerErrors = missing.map((column) => ({ row: 1, field: column, ...jobMessage('import.missingColumn', { column }) }));
    throw new JobFailure(jobMessage('import.missingColumns', { columns: missing.join(', ') }), headerErrors);
  }
  return columns;
}

type RichText = { richText: { text: string }[] };
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The plain value of an exceljs cell: rich text, hyperlinks and formulas become their text or result. */
export function cellValue(value: unknown): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (isObject(value)) {
    if (Array.isArray((value as RichText).richText)) return (value as RichText).richText.map((part) => part.text).join('');
    if ('result' in value) return cellValue(value.result);
    if ('text' in value) return cellValue(value.text);
  }
  return null;
}

/** A cell as trimmed text, or null when blank; a quote we put before = + - @ on export is dropped. */
export function cellText(value: unknown): string | null {
  const plain = cellValue(value);
  if (plain === null) return null;
  const text = (plain instanceof Date ? plain.toISOString().slice(0, 10) : String(plain)).trim();
  if (text === '') return null;
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

const pad = (n: number) => String(n).padStart(2, '0');
function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 && year <= 2100 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

// Excel's day 0 is 1899-12-30 (it counts the 1900 leap day that never was).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A birth date as YYYY-MM-DD from a date cell, an Excel serial number, YYYY-MM-DD, YYYY/MM/DD,
 * DD/MM/YYYY or DD-MM-YYYY (day first, as the school writes it); null when it is none of these.
 */
export function parseSheetDate(value: unknown): string | null {
  const plain = cellValue(value);
  if (plain instanceof Date) return Number.isNaN(plain.getTime()) ? null : plain.toISOString().slice(0, 10);
  const text = typeof plain === 'string' ? plain.trim() : '';
  const serial = typeof plain === 'number' ? plain : /^\d{1,6}(\.\d+)?$/.test(text) ? Number(text) : null;
  if (serial !== null) {
    if (serial < 1 || serial > 80_000) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
  }
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (yearFirst) return isoDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dayFirst) return isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** A text cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading quote. */
export function neutraliseCell(value: string | null): string | null {
  if (value === null) return null;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
