import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { assessmentResults, assessments, classCategories, classes, users } from '../db/schema';
import type { FileStore } from '../storage/file-store';
import { storeDemoPdf } from './demo-files';
import { DEMO_SUBJECTS } from './demo-subjects';

/** A student's two-page answer sheet, a real PDF with text on each page, for the grading viewer. */
async function answerSheet(studentName: string, itemName: string, lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = [lines.slice(0, 2), lines.slice(2, 4)];
  pages.forEach((lines, index) => {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${itemName} - ${studentName}`, { x: 60, y: 780, size: 16, font });
    page.drawText(`Page ${index + 1}`, { x: 500, y: 40, size: 10, font });
    lines.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 200, size: 12, font }));
  });
  return Buffer.from(await pdf.save());
}

/**
 * Submitted files for the first results of homework and exams of each class (at most `perClass`), so
 * the grading viewers open a real PDF on a first start.
 */
export async function seedDemoGrading(db: Db, files: FileStore, perClass = 3) {
  const rows = await db
    .select({
      resultId: assessmentResults.id,
      classId: assessments.classId,
      itemName: assessments.name,
      studentName: users.name,
      course: classCategories.name,
    })
    .from(assessmentResults)
    .innerJoin(assessments, eq(assessments.id, assessmentResults.assessmentId))
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .innerJoin(classCategories, eq(classCategories.id, classes.classCategoryId))
    .innerJoin(users, eq(users.id, assessmentResults.studentId))
    .where(and(inArray(assessments.kind, ['homework', 'exam']), isNull(assessmentResults.submittedFileId)))
    .orderBy(asc(assessments.classId), asc(assessments.id), asc(assessmentResults.id));
  const taken = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.classId}:${row.itemName}`;
    if ((taken.get(key) ?? 0) >= perClass) continue;
    taken.set(key, (taken.get(key) ?? 0) + 1);
    const bytes = await answerSheet(row.studentName, row.itemName, DEMO_SUBJECTS[row.course]?.answerLines ?? []);
    const fileId = await storeDemoPdf(db, files, bytes, {
      classId: row.classId,
      originalName: 'answers.pdf',
      purpose: 'submitted',
    });
    await db.update(assessmentResults).set({ submittedFileId: fileId }).where(eq(assessmentResults.id, row.resultId));
  }
}
