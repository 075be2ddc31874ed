import { and, desc, eq } from 'drizzle-orm';
import type { StudentUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { pdfs, videos } from '../../db/schema';
import { studentPdfCondition, studentVideoCondition } from '../../access/media-access';

/** The ready videos of the student's classes, newest first (at most 200). */
export async function listStudentVideos(db: Db, student: StudentUser) {
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      type: videos.type,
      isSecure: videos.isSecure,
      url: videos.url,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .where(and(studentVideoCondition(student), eq(videos.status, 'ready')))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(200);
  return rows.map(({ url, createdAt, ...row }) => ({
    ...row,
    homeVideoUrl: row.isSecure ? null : url,
    createdAt: createdAt.toISOString(),
  }));
}

/** The PDFs of the student's classes, newest first (at most 200). */
export async function listStudentPdfs(db: Db, student: StudentUser) {
  const rows = await db
    .select({ id: pdfs.id, title: pdfs.title, type: pdfs.type, createdAt: pdfs.createdAt })
    .from(pdfs)
    .where(studentPdfCondition(student))
    .orderBy(desc(pdfs.createdAt), desc(pdfs.id))
    .limit(200);
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    pdf: `/api/home/pdfs/${row.id}/grant`,
    createdAt: createdAt.toISOString(),
  }));
}
