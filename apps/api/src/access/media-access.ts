import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser, StudentUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { classPdfs, classStudents, classVideos, pdfs, videos } from '../db/schema';
import { visibleClassCondition } from './class-access';

/** Videos a staff member may see: an admin all; others those of their classes and those they uploaded. */
export function visibleVideoCondition(db: Db, user: AuthUser): SQL | undefined {
  const classCondition = visibleClassCondition(user, classVideos.classId);
  if (!classCondition) return undefined;
  const ofTheirClasses = exists(
    db
      .select({ one: sql`1` })
      .from(classVideos)
      .where(and(eq(classVideos.videoId, videos.id), classCondition)),
  );
  return or(ofTheirClasses, eq(videos.createdBy, user.id));
}

/** PDFs a staff member may see: an admin all; others those of their classes and those they uploaded. */
export function visiblePdfCondition(db: Db, user: AuthUser): SQL | undefined {
  const classCondition = visibleClassCondition(user, classPdfs.classId);
  if (!classCondition) return undefined;
  const ofTheirClasses = exists(
    db
      .select({ one: sql`1` })
      .from(classPdfs)
      .where(and(eq(classPdfs.pdfId, pdfs.id), classCondition)),
  );
  return or(ofTheirClasses, eq(pdfs.createdBy, user.id));
}

/** Videos a student may see: those of a class they are enrolled in. */
export const studentVideoCondition = (student: StudentUser) =>
  exists(
    sql`(SELECT 1 FROM ${classVideos} JOIN ${classStudents} ON ${classStudents.classId} = ${classVideos.classId} WHERE ${classVideos.videoId} = ${videos.id} AND ${classStudents.studentId} = ${student.id})`,
  );

/** PDFs a student may see: those of a class they are enrolled in. */
export const studentPdfCondition = (student: StudentUser) =>
  exists(
    sql`(SELECT 1 FROM ${classPdfs} JOIN ${classStudents} ON ${classStudents.classId} = ${classPdfs.classId} WHERE ${classPdfs.pdfId} = ${pdfs.id} AND ${classStudents.studentId} = ${student.id})`,
  );
