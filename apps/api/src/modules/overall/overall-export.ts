import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { loadExcel } from '../import-export/load-excel';
import { neutraliseCell } from '../import-export/student-sheet';
import { listClassItems, listScores } from '../reports/class-items';
import { listRoster } from './overall.service';

const BATCH = 500;
const KIND_ORDER = { homework: 0, exam: 1, quiz: 2 } as const;

/**
 * The whole class as an .xlsx, streamed as it is written (exceljs's streaming writer, students read
 * 500 at a time): one row per student, one column per homework, exam and quiz. Text cells starting
 * with = + - @ are neutralised so a spreadsheet never runs them as formulas.
 */
export async function exportOverall(db: Db, classId: number): Promise<{ fileName: string; stream: Readable }> {
  const [klass] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId)).limit(1);
  const items = (await listClassItems(db, classId)).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const ExcelJS = await loadExcel();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Overall');
  const write = async () => {
    sheet.addRow(['#', 'Name', ...items.map((item) => neutraliseCell(`${item.name} (/${item.maxScore})`))]).commit();
    let number = 0;
    for (let offset = 0; ; offset += BATCH) {
      const students = await listRoster(db, classId, { limit: BATCH, offset });
      const scores = await listScores(
        db,
        classId,
        students.map((student) => student.id),
      );
      const scoreOf = new Map(scores.map((s) => [`${s.studentId}:${s.kind}:${s.itemId}`, s.score]));
      for (const student of students) {
        const cells = items.map((item) => scoreOf.get(`${student.id}:${item.kind}:${item.id}`) ?? null);
        sheet.addRow([++number, neutraliseCell(student.name), ...cells]).commit();
      }
      if (students.length < BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  const safeName = (klass?.name ?? 'class').replace(/[^\w.-]+/g, '_');
  return { fileName: `overall-${safeName}.xlsx`, stream };
}
