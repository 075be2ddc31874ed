import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { StudentUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classPdfs, classStudents, classVideos, pdfs, videos } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';

/** A video of one of the student's classes (404 unknown, 403 not in their classes). */
export async function assertStudentVideo(db: Db, student: StudentUser, videoId: number) {
  const enrolled = exists(
    db
      .select({ one: sql`1` })
      .from(classVideos)
      .innerJoin(classStudents, eq(classStudents.classId, classVideos.classId))
      .where(and(eq(classVideos.videoId, videos.id), eq(classStudents.studentId, student.id))),
  );
  const [row] = await db
    .select({ video: videos, isTheirs: sql<boolean>`${enrolled}` })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  if (!row) throw notFound();
  if (!row.isTheirs) throw forbidden();
  return row.video;
}

/** A PDF of one of the student's classes (404 unknown, 403 not in their classes). */
export async function assertStudentPdf(db: Db, student: StudentUser, pdfId: number) {
  const enrolled = exists(
    db
      .select({ one: sql`1` })
      .from(classPdfs)
      .innerJoin(classStudents, eq(classStudents.classId, classPdfs.classId))
      .where(and(eq(classPdfs.pdfId, pdfs.id), eq(classStudents.studentId, student.id))),
  );
  const [row] = await db
    .select({ pdf: pdfs, isTheirs: sql<boolean>`${enrolled}` })
    .from(pdfs)
    .where(eq(pdfs.id, pdfId))
    .limit(1);
  if (!row) throw notFound();
  if (!row.isTheirs) throw forbidden();
  return row.pdf;
}

const theirVideo = (student: StudentUser) =>
  exists(
    sql`(SELECT 1 FROM ${classVideos} JOIN ${classStudents} ON ${classStudents.classId} = ${classVideos.classId} WHERE ${classVideos.videoId} = ${videos.id} AND ${classStudents.studentId} = ${student.id})`,
  );
const theirPdf = (student: StudentUser) =>
  exists(
    sql`(SELECT 1 FROM ${classPdfs} JOIN ${classStudents} ON ${classStudents.classId} = ${classPdfs.classId} WHERE ${classPdfs.pdfId} = ${pdfs.id} AND ${classStudents.studentId} = ${student.id})`,
  );

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
    .where(and(theirVideo(student), eq(videos.status, 'ready')))
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
    .where(theirPdf(student))
    .orderBy(desc(pdfs.createdAt), desc(pdfs.id))
    .limit(200);
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    pdf: `/api/home/pdfs/${row.id}/grant`,
    createdAt: createdAt.toISOString(),
  }));
}
