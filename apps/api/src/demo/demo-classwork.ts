import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../db/client';
import { classworkResults, classworks } from '../db/schema';
import type { FileStore } from '../storage/file-store';
import { storeDemoPdf } from './demo-files';
import { dueOf, rangesOf, spread } from './demo-item-values';

/** A one-page worksheet, a real PDF. */
async function worksheetPdf(className: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Classwork worksheet', { x: 60, y: 770, size: 24, font: bold, color: rgb(0.1, 0.2, 0.5) });
  page.drawText(className, { x: 60, y: 740, size: 14, font });
  const lines = [
    "1. Write down the main idea of today's lesson in two sentences.",
    '2. Solve the three exercises on the board and show your steps.',
    '3. Explain one mistake you corrected today.',
    '4. Write one question you would like to ask next session.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 680 - i * 90, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** A demo class's classwork with its worksheet, and the classwork statuses of the `marked` students. */
export async function seedDemoClasswork(db: Db, files: FileStore, klass: { id: number; name: string }, marked: number[]) {
  const pdfFileId = await storeDemoPdf(db, files, await worksheetPdf(klass.name), {
    classId: klass.id,
    originalName: 'worksheet.pdf',
    purpose: 'classwork_pdf',
  });
  const [classwork] = await db
    .insert(classworks)
    .values({
      classId: klass.id,
      name: 'Classwork: lesson worksheet',
      dueDate: dueOf(-2, '12:00'),
      maxScore: 10,
      gradingType: '1-9',
      grading: rangesOf('1-9', 10),
      pdfFileId,
    })
    .returning({ id: classworks.id });
  const statuses = ['attended_with_correct_classwork', 'attended_with_wrong_classwork', 'not_attended'] as const;
  await db.insert(classworkResults).values(
    marked.map((studentId, i) => ({
      classworkId: classwork.id,
      studentId,
      status: statuses[spread(i, 1, 7) % 3 === 2 && i % 2 ? 2 : spread(i, 1, 7) % 2],
    })),
  );
}
