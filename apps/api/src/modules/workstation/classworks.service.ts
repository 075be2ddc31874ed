import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Classwork, ClassworkInput, ClassworkStatus, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classworkResults, classworks, fileVersions } from '../../db/schema';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import type { StoredUpload } from '../../storage/uploads';
import {
  BatchErrors,
  classRoster,
  dueDateIn,
  dueDateOut,
  enrolledStudents,
  filesById,
  numberedGrading,
} from './workstation.shared';

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

export async function listClassworks(db: Db, classId: number, query: ListQuery) {
  const where = and(eq(classworks.classId, classId), containsText(classworks.name, query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(classworks).where(where).orderBy(desc(classworks.dueDate), desc(classworks.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(classworks).where(where),
  ]);
  return { rows: await answerOf(db, rows, classId), meta: pageMeta(total, rows.length, query) };
}

export async function findClasswork(db: Db, classId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(classworks)
    .where(and(eq(classworks.id, id), eq(classworks.classId, classId)));
  if (!row) throw notFound();
  return row;
}

export async function getClasswork(db: Db, classId: number, id: number): Promise<Classwork> {
  const [answer] = await answerOf(db, [await findClasswork(db, classId, id)], classId);
  return answer;
}

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
      .set({ ...valuesOf(body), ...(pdfFileId ? { pdfFileId } : {}), updatedAt: new Date() })
      .where(eq(classworks.id, id));
  });
  return getClasswork(db, classId, id);
}

export async function deleteClasswork(db: Db, classId: number, id: number) {
  await findClasswork(db, classId, id);
  await db.delete(classworks).where(eq(classworks.id, id));
}

/** SAVE of the classworks tab: [studentId, classworkId, status], one upsert, all or nothing. */
export async function saveClassworkStatuses(
  db: Db,
  userId: number,
  classId: number,
  entries: [number, number, ClassworkStatus][],
) {
  return db.transaction(async (tx) => {
    const [items, enrolled] = await Promise.all([
      tx
        .select({ id: classworks.id })
        .from(classworks)
        .where(and(eq(classworks.classId, classId), inArray(classworks.id, [...new Set(entries.map(([, id]) => id))]))),
      enrolledStudents(
        tx,
        classId,
        entries.map(([studentId]) => studentId),
      ),
    ]);
    const ofClass = new Set(items.map((item) => item.id));
    const errors = new BatchErrors();
    entries.forEach(([studentId, classworkId], index) => {
      if (!ofClass.has(classworkId)) {
        errors.add(`classworks.${index}`, 'Entry {index}: item {id} is not an item of this class', { index, id: classworkId });
      } else if (!enrolled.has(studentId)) {
        errors.add(`classworks.${index}`, 'Entry {index}: student {id} is not in this class', { index, id: studentId });
      }
    });
    errors.throwIfAny();
    const unique = new Map(
      entries.map(([studentId, classworkId, status]) => [`${classworkId}:${studentId}`, { studentId, classworkId, status }]),
    );
    const now = new Date();
    await tx
      .insert(classworkResults)
      .values([...unique.values()].map((entry) => ({ ...entry, updatedBy: userId, updatedAt: now })))
      .onConflictDoUpdate({
        target: [classworkResults.classworkId, classworkResults.studentId],
        set: {
          status: sql`excluded.status`,
          version: sql`${classworkResults.version} + 1`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    return { saved: unique.size };
  });
}
