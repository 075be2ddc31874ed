import { STUDENT_SHEET_COLUMNS, STUDENT_SHEET_REQUIRED_COLUMNS, type StudentSheetColumn } from '@backoffice/contract';
import type { Translate } from './import-export.service';
import { loadExcel } from './load-excel';

/**
 * The template's one example student. It imports as it is (a school student, no center to look up), so a
 * first try of the import succeeds; its e-mail is then taken, and a second import of the same file says so.
 */
const EXAMPLE: Partial<Record<StudentSheetColumn, string>> = {
  name: 'Amal Hassan',
  nickname: 'Amal',
  email: 'amal.hassan@example.com',
  phone: '01001234567',
  gender: 'female',
  birthDate: '2012-03-04',
  schoolName: 'Cairo School',
  studentType: 'school',
};

/** How to fill the sheet, in the reader's language: the headers stay the column names the import reads. */
const guideLines = (t: Translate) => [
  t('Fill in one student per row under the header row; keep the header row as it is.'),
  t('Required columns: {columns}.', { columns: STUDENT_SHEET_REQUIRED_COLUMNS.join(', ') }),
  t('gender: male or female. birthDate: YYYY-MM-DD or DD/MM/YYYY.'),
  t('studentType: school or center; a center student needs centerId or center (the center name).'),
  t('Row 2 is an example that imports as it is: replace it with your students or delete it.'),
];

/**
 * The students import template: a "Students" sheet whose header row is exactly STUDENT_SHEET_COLUMNS (what the
 * import reads, and what the export writes) with one example row, and a "Guide" sheet in the reader's language.
 */
export async function studentImportTemplate(t: Translate): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const students = workbook.addWorksheet('Students');
  students.addRow([...STUDENT_SHEET_COLUMNS]);
  students.addRow(STUDENT_SHEET_COLUMNS.map((column) => EXAMPLE[column] ?? null));
  students.getRow(1).font = { bold: true };
  students.columns.forEach((column) => (column.width = 18));
  const guide = workbook.addWorksheet(t('Guide'));
  for (const line of guideLines(t)) guide.addRow([line]);
  guide.getColumn(1).width = 100;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
