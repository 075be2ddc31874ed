import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser, StudentUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { classPdfs, classVideos, pdfs, videos } from '../db/schema';
import { isMemberOfClass } from './class-membership';
import { visibleClassCondition } from './class-access';

/** A kind of media: its id and uploader, and the link table that puts it in classes. */
type Media = { id: AnyPgColumn; createdBy: AnyPgColumn; link: PgTable; linkMedia: AnyPgColumn; linkClass: AnyPgColumn };

const VIDEO: Media = {
  id: videos.id,
  createdBy: videos.createdBy,
  link: classVideos,
  linkMedia: classVideos.videoId,
  linkClass: classVideos.classId,
};
const PDF: Media = {
  id: pdfs.id,
  createdBy: pdfs.createdBy,
  link: classPdfs,
  linkMedia: classPdfs.pdfId,
  linkClass: classPdfs.classId,
};

/** Media a staff member may see: an admin all; others those of their classes and those they uploaded. */
function visibleMediaCondition(media: Media, db: Db, user: AuthUser): SQL | undefined {
  const classCondition = visibleClassCondition(user, media.linkClass);
  if (!classCondition) return undefined;
  const ofTheirClasses = exists(
    db
      .select({ one: sql`1` })
      .from(media.link)
      .where(and(eq(media.linkMedia, media.id), classCondition)),
  );
  return or(ofTheirClasses, eq(media.createdBy, user.id));
}

/** Media a student may see: those of a class they are a member of. */
const studentMediaCondition = (media: Media, student: StudentUser) =>
  exists(
    sql`(SELECT 1 FROM ${media.link} WHERE ${media.linkMedia} = ${media.id} AND ${isMemberOfClass(media.linkClass, student.id)})`,
  );

export const visibleVideoCondition = (db: Db, user: AuthUser) => visibleMediaCondition(VIDEO, db, user);
export const visiblePdfCondition = (db: Db, user: AuthUser) => visibleMediaCondition(PDF, db, user);
export const studentVideoCondition = (student: StudentUser) => studentMediaCondition(VIDEO, student);
export const studentPdfCondition = (student: StudentUser) => studentMediaCondition(PDF, student);
