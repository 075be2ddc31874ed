import { and, eq, sql } from 'drizzle-orm';
import { DUE_DATE_PASSED_MESSAGE, PDF_MAX_BYTES, type StudentUser, type WorkstationFile } from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, classworkResults, classworks, fileVersions } from '../../db/schema';
import { AppError, notFound } from '../../plugins/app-error';
import type { FileStore } from '../../storage/file-store';
import { PDF_UPLOAD, receiveMultipart, withUploads } from '../../storage/uploads';
import { isBeforeDue } from './due-dates';
import { presentStudentFile } from './student-files';

export type SubmissionTarget = 'homework' | 'classwork';

const duePassed = () => new AppError(422, DUE_DATE_PASSED_MESSAGE, { file: [DUE_DATE_PASSED_MESSAGE] });

async function findDueDate(db: Db, target: SubmissionTarget, classId: number, itemId: number): Promise<string> {
  const [item] =
    target === 'homework'
      ? await db
          .select({ dueDate: assessments.dueDate })
          .from(assessments)
          .where(and(eq(assessments.id, itemId), eq(assessments.classId, classId), eq(assessments.kind, 'homework')))
          .limit(1)
      : await db
          .select({ dueDate: classworks.dueDate })
          .from(classworks)
          .where(and(eq(classworks.id, itemId), eq(classworks.classId, classId)))
          .limit(1);
  if (!item) throw notFound();
  return item.dueDate;
}

/**
 * A student hands in a PDF (field `file`) for a homework or classwork of their class, again as often as they
 * like until the due date. The file streams into the store first (typed by its bytes, size-limited); then one
 * transaction records the new file version and points the student's result at it, stamped submitted_at.
 * Earlier versions stay. If the transaction fails, the stored file is removed: no row without its file.
 */
export async function submitStudentFile(
  db: Db,
  files: FileStore,
  request: FastifyRequest,
  student: StudentUser,
  target: SubmissionTarget,
  classId: number,
  itemId: number,
): Promise<{ file: WorkstationFile; submitted_at: string }> {
  // Refused before a byte is stored, and checked again in the transaction (the due date may pass meanwhile).
  if (!isBeforeDue(await findDueDate(db, target, classId, itemId))) throw duePassed();
  const form = await receiveMultipart(request, files, {
    kind: PDF_UPLOAD,
    maxBytes: PDF_MAX_BYTES,
    fileField: (name) => name === 'file',
  });
  return withUploads(form, async ({ files: stored }) => {
    const upload = stored[0];
    if (!upload) throw new AppError(422, 'PDF file is required', { file: ['PDF file is required'] });
    return db.transaction(async (tx) => {
      if (!isBeforeDue(await findDueDate(tx, target, classId, itemId))) throw duePassed();
      const now = new Date();
      const [version] = await tx
        .insert(fileVersions)
        .values({
          classId,
          storedName: upload.storedName,
          originalName: upload.originalName,
          contentType: upload.contentType,
          sizeBytes: upload.size,
          purpose: 'submitted',
          uploadedBy: student.id,
        })
        .returning();
      if (target === 'homework') {
        await tx
          .insert(assessmentResults)
          .values({
            assessmentId: itemId,
            studentId: student.id,
            status: 'submitted',
            submittedFileId: version.id,
            submittedAt: now,
          })
          .onConflictDoUpdate({
            target: [assessmentResults.assessmentId, assessmentResults.studentId],
            set: {
              submittedFileId: version.id,
              submittedAt: now,
              // a corrected result keeps its status: staff see the new file beside their score
              status: sql`CASE WHEN ${assessmentResults.status} = 'corrected' THEN 'corrected' ELSE 'submitted' END`,
              version: sql`${assessmentResults.version} + 1`,
              updatedAt: now,
            },
          });
      } else {
        await tx
          .insert(classworkResults)
          .values({ classworkId: itemId, studentId: student.id, submittedFileId: version.id, submittedAt: now })
          .onConflictDoUpdate({
            target: [classworkResults.classworkId, classworkResults.studentId],
            set: { submittedFileId: version.id, submittedAt: now, version: sql`${classworkResults.version} + 1`, updatedAt: now },
          });
      }
      return { file: presentStudentFile(version), submitted_at: now.toISOString() };
    });
  });
}
