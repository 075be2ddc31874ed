import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import type { FileStore } from '../../storage/file-store';
import { classes, classPdfs, classVideos, pdfs, videos } from '../schema';
import { simplePdf } from '../../lib/simple-pdf';

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
