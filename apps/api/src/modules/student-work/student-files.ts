import { and, eq, inArray, or } from 'drizzle-orm';
import type { StudentUser, WorkstationFile } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessmentResults, classworkResults, classworks, fileVersions } from '../../db/schema';
import { notFound } from '../../plugins/app-error';

type FileRow = typeof fileVersions.$inferSelect;

/** A stored file as the student app links it: through the student's own authorised route. */
export const presentStudentFile = (file: FileRow): WorkstationFile => ({
  id: file.id,
  name: file.originalName,
  url: `/api/home/classes/${file.classId}/files/${file.id}`,
  size: file.sizeBytes,
  created_at: file.createdAt.toISOString(),
});

/** The file rows of these ids, by id. */
export async function filesById(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length === 0 ? [] : await db.select().from(fileVersions).where(inArray(fileVersions.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, presentStudentFile(row)]));
  return (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
}

/**
 * A file of the class the student may read: a classwork sheet of the class, or a file of one of their own
 * results (what they handed in, the corrected file staff sent back). Anything else is 404, never someone else's.
 */
export async function findStudentFile(db: Db, student: StudentUser, classId: number, fileId: number): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, fileId), eq(fileVersions.classId, classId)))
    .limit(1);
  if (!file) throw notFound();
  const [sheet, result, classwork] = await Promise.all([
    db.select({ id: classworks.id }).from(classworks).where(eq(classworks.pdfFileId, fileId)).limit(1),
    db
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(
        and(
          eq(assessmentResults.studentId, student.id),
          or(eq(assessmentResults.submittedFileId, fileId), eq(assessmentResults.updatedFileId, fileId)),
        ),
      )
      .limit(1),
    db
      .select({ id: classworkResults.id })
      .from(classworkResults)
      .where(and(eq(classworkResults.studentId, student.id), eq(classworkResults.submittedFileId, fileId)))
      .limit(1),
  ]);
  if (sheet.length === 0 && result.length === 0 && classwork.length === 0) throw notFound();
  return file;
}
