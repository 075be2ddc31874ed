import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/file-store';
import { classCategories, classes, classPdfs, classVideos, pdfs, videos } from '../db/schema';
import { simplePdf } from '../lib/simple-pdf';
import { DEMO_SUBJECTS } from './demo-subjects';

const iframe = (url: string) =>
  `<iframe src="${url}" width="640" height="360" frameborder="0" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen></iframe>`;

/** Recorded sessions (embedded players) and a PDF library: each class gets its own course's (DEMO_SUBJECTS). */
export async function seedDemoMedia(db: Db, files?: FileStore) {
  const demoClasses = await db
    .select({ id: classes.id, course: classCategories.name })
    .from(classes)
    .innerJoin(classCategories, eq(classCategories.id, classes.classCategoryId))
    .orderBy(asc(classes.id));
  for (const klass of demoClasses) {
    const subject = DEMO_SUBJECTS[klass.course];
    if (!subject) continue;
    for (const { title, type, url } of subject.videos) {
      const [video] = await db
        .insert(videos)
        .values({ title, type, url, embeddedHtml: iframe(url), status: 'ready' as const })
        .returning({ id: videos.id });
      await db.insert(classVideos).values({ videoId: video.id, classId: klass.id });
    }
    if (!files) continue;
    for (const { title, type, pages } of subject.pdfs) {
      const filePath = files.newName('.pdf');
      await files.write(filePath, Readable.from([await simplePdf(title.replace('.pdf', ''), pages)]));
      const [row] = await db.insert(pdfs).values({ title, type, filePath }).returning({ id: pdfs.id });
      await db.insert(classPdfs).values({ pdfId: row.id, classId: klass.id });
    }
  }
}
