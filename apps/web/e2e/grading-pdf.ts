import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiToken, expect, uniqueName } from './helpers';

/** A real multi-page PDF with a line of text on each page, as a student would hand in. */
export async function multiPagePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([595, 842]).drawText(line, { x: 60, y: 760, size: 20, font });
  return Buffer.from(await doc.save());
}

function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grading-e2e-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of one page as pdftotext extracts it. */
export const pageText = (pdf: Buffer, page: number) =>
  withFile(pdf, (file) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-']).toString());

/**
 * Red ink on one page rendered by pdftoppm, counted per quarter of the page (top-left, top-right,
 * bottom-left, bottom-right): where the strokes landed, whatever zoom or rotation they were drawn at.
 */
export function redPixelsByQuarter(pdf: Buffer, page: number): [number, number, number, number] {
  return withFile(pdf, (file, dir) => {
    const out = path.join(dir, 'page');
    execFileSync('pdftoppm', ['-r', '36', '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    const image = fs.readFileSync(`${out}.ppm`);
    // P6 header: magic, width, height, max value, each followed by whitespace.
    const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 50).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = image.subarray(header[0].length);
    const quarters: [number, number, number, number] = [0, 0, 0, 0];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        if (pixels[i] > 180 && pixels[i + 1] < 100 && pixels[i + 2] < 100) {
          quarters[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]++;
        }
      }
    }
    return quarters;
  });
}

/** An exam (max 20) of a new class with one student whose submission is a PDF with one page per line of `pages`. */
export async function examWithSubmission(request: APIRequestContext, pages: string[]) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const studentName = uniqueName('Graded');
  const student = await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      gender: 'female',
      birthDate: '2009-02-03',
      email: `${studentName.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
    },
  });
  expect(student.ok()).toBeTruthy();
  const studentId = (await student.json()).data.id as number;
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: {
      name: uniqueName('Grading class'),
      type: 'center',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      students: [studentId],
    },
  });
  expect(klass.ok()).toBeTruthy();
  const classId = (await klass.json()).data.id as number;
  const exam = await request.post(`/api/admin/classes/${classId}/exams`, {
    headers,
    data: { name: uniqueName('Midterm'), dueDate: '2026-06-01 10:00', maxScore: 20, grading: [], questions: [] },
  });
  expect(exam.ok(), await exam.text()).toBeTruthy();
  const examId = (await exam.json()).data.id as number;
  const upload = await request.post(`/api/admin/classes/${classId}/exams/${examId}/students/${studentId}/graded-file`, {
    headers,
    multipart: {
      updatedFile: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: await multiPagePdf(pages) },
    },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const submissionUrl = `/api/admin/classes/${classId}/exams/${examId}/students/${studentId}/submission`;
  return {
    headers,
    classId,
    examId,
    studentId,
    studentName,
    submissionUrl,
    editor: `/exam-editor?classId=${classId}&examId=${examId}&studentId=${studentId}`,
  };
}
