import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import type { FileStore } from '../../storage/file-store';
import { classes, classPdfs, classVideos, pdfs, videos } from '../schema';

const EMBEDS = [
  ['Algebra: linear equations', 'Revision', 'https://www.youtube.com/embed/NybHckSEQBI'],
  ['Physics: Newton\u2019s laws', 'Lecture', 'https://www.youtube.com/embed/kKKM8Y-u7ds'],
  ['Chemistry: the periodic table', 'Lecture', 'https://www.youtube.com/embed/0RRVV4Diomg'],
  ['English: essay structure', 'Workshop', 'https://player.vimeo.com/video/76979871'],
] as const;
const PDFS = [
  ['algebra-worksheet.pdf', 'Worksheet', 2],
  ['physics-summary.pdf', 'Summary', 3],
  ['chemistry-revision.pdf', 'Revision', 1],
] as const;

/** A small PDF of `pages` pages, each saying its title and number (Helvetica, no dependency). */
export function simplePdf(title: string, pages: number): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const text = `BT /F1 22 Tf 60 720 Td (${title.replace(/[()\\]/g, '')}) Tj 0 -40 Td /F1 16 Tf (Page ${page} of ${pages}) Tj ET`;
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const iframe = (url: string) =>
  `<iframe src="${url}" width="640" height="360" frameborder="0" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen></iframe>`;

/** Recorded sessions (embedded players) and a PDF library, linked to the first demo classes. */
export async function seedDemoMedia(db: Db, files?: FileStore) {
  const demoClasses = await db.select({ id: classes.id }).from(classes).orderBy(asc(classes.id)).limit(3);
  if (demoClasses.length === 0) return;
  const videoRows = await db
    .insert(videos)
    .values(EMBEDS.map(([title, type, url]) => ({ title, type, url, embeddedHtml: iframe(url), status: 'ready' as const })))
    .returning({ id: videos.id });
  await db
    .insert(classVideos)
    .values(videoRows.map((row, i) => ({ videoId: row.id, classId: demoClasses[i % demoClasses.length].id })));
  if (!files) return;
  for (const [i, [title, type, pages]] of PDFS.entries()) {
    const filePath = files.newName('.pdf');
    await files.write(filePath, Readable.from([simplePdf(title.replace('.pdf', ''), pages)]));
    const [row] = await db.insert(pdfs).values({ title, type, filePath }).returning({ id: pdfs.id });
    await db.insert(classPdfs).values({ pdfId: row.id, classId: demoClasses[i % demoClasses.length].id });
  }
}
