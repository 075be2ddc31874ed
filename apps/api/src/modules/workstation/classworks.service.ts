import { eq, inArray, sql } from 'drizzle-orm';
import type { Classwork, ClassworkInput, ClassworkStatus } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classworkResults, classworks, fileVersions } from '../../db/schema';
import type { StoredUpload } from '../../storage/uploads';
import { recordChanges } from '../audit-log/record-changes';
import { classItems } from './class-items.service';
import { cellChanges, storedCells, type CellTable } from './cell-history';
import { openTab } from './tab-version';
import { classRoster, dueDateIn, dueDateOut, filesById, numberedGrading } from './workstation.shared';

type Row = typeof classworks.$inferSelect;

async function answerOf(db: Db, rows: Row[], classId: number): Promise<Classwork[]> {
  if (rows.length === 0) return [];
  const [roster, results] = await Promise.all([
    classRoster(db, classId),
    db
      .select()
      .from(classworkResults)
      .where(
        inArray(
          classworkResults.classworkId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  const files = await filesById(db, [...rows.map((row) => row.pdfFileId), ...results.map((result) => result.submittedFileId)]);
  const byItem = new Map<number, Map<number, (typeof results)[number]>>();
  for (const result of results)
    byItem.set(result.classworkId, (byItem.get(result.classworkId) ?? new Map()).set(result.studentId, result));
  return rows.map((row) => {
    const pdf = row.pdfFileId ? (files.get(row.pdfFileId) ?? null) : null;
    const students = Object.fromEntries(
      roster.map((student) => {
        const result = byItem.get(row.id)?.get(student.id);
        return [
          String(student.id),
          {
            status: result?.status ?? ('not_attended' as const),
            file: result?.submittedFileId ? (files.get(result.submittedFileId) ?? null) : null,
            submitted_at: result?.submittedAt?.toISOString() ?? null,
          },
        ];
      }),
    );
    return {
      id: row.id,
      name: row.name,
      dueDate: dueDateOut(row.dueDate) ?? '',
      maxScore: row.maxScore,
      gradingType: row.gradingType,
      grading: row.grading,
      pdf_url: pdf?.url ?? null,
      pdf,
      students,
      studentsWithClassUserId: roster,
    };
  });
}

const items = classItems(classworks, classworks.dueDate, answerOf);

/** The classworks of a class, latest due first; q matches the name. */
export const listClassworks = items.list;
export const findClasswork = items.find;
export const getClasswork = items.get;
export const deleteClasswork = items.remove;

async function storePdf(db: Db, userId: number, classId: number, pdf: StoredUpload) {
  const [row] = await db
    .insert(fileVersions)
    .values({
      classId,
      storedName: pdf.storedName,
      originalName: pdf.originalName,
      contentType: pdf.contentType,
      sizeBytes: pdf.size,
      purpose: 'classwork_pdf',
      uploadedBy: userId,
    })
    .returning({ id: fileVersions.id });
  return row.id;
}

const valuesOf = (body: ClassworkInput) => ({
  name: body.name,
  dueDate: dueDateIn(body.dueDate),
  maxScore: body.maxScore,
  gradingType: body.gradingType ?? null,
  grading: body.gradingType ? numberedGrading(body.grading) : [],
});

export async function createClasswork(db: Db, userId: number, classId: number, body: ClassworkInput, pdf: StoredUpload) {
  const id = await db.transaction(async (tx) => {
    const pdfFileId = await storePdf(tx, userId, classId, pdf);
    const [row] = await tx
      .insert(classworks)
      .values({ classId, ...valuesOf(body), pdfFileId })
      .returning({ id: classworks.id });
    return row.id;
  });
  return getClasswork(db, classId, id);
}

/** A new PDF is a new file version; the earlier one stays stored. */
export async function updateClasswork(
  db: Db,
  userId: number,
  classId: number,
  id: number,
  body: ClassworkInput,
  pdf?: StoredUpload,
) {
  await db.transaction(async (tx) => {
    await findClasswork(tx, classId, id);
    const pdfFileId = pdf ? await storePdf(tx, userId, classId, pdf) : undefined;
    await tx
      .update(classworks)
      .set({ ...valuesOf(body), ...(pdfFileId ? { pdfFileId } : {}) })
      .where(eq(classworks.id, id));
  });
  return getClasswork(db, classId, id);
}

/**
 * SAVE of the classworks tab: [studentId, classworkId, status], one upsert, all or nothing. `version`: the
 * If-Match's (tab-version.ts), a 412 when a cell changed since; answers the tab's ETag after it.
 */
export async function saveClassworkStatuses(
  db: Db,
  userId: number,
  classId: number,
  entries: [number, number, ClassworkStatus][],
  version?: number,
) {
  return db.transaction(async (tx) => {
    const tab = await openTab(tx, { classId, entity: 'classwork' }, version);
    const batch = await items.checkBatch(tx, classId, 'classworks', entries);
    const before = await storedCells(tx, CLASSWORK_CELLS, batch);
    const cells = batch.map((entry) => ({ ...entry, value: entry.status }));
    await tab.refuseStale('status', cells, before);
    const now = new Date();
    await tx
      .insert(classworkResults)
      .values(batch.map(({ itemId, ...entry }) => ({ ...entry, classworkId: itemId, updatedBy: userId, updatedAt: now })))
      .onConflictDoUpdate({
        target: [classworkResults.classworkId, classworkResults.studentId],
        set: {
          status: sql`excluded.status`,
          version: sql`${classworkResults.version} + 1`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await recordChanges(tx, userId, cellChanges('classwork', classId, 'status', cells, before));
    return { saved: batch.length, etag: await tab.etag() };
  });
}

/** The classworks tab's cells: the status of a student's classwork. */
export const CLASSWORK_CELLS: CellTable = {
  table: classworkResults,
  itemId: classworkResults.classworkId,
  studentId: classworkResults.studentId,
  value: classworkResults.status,
};
