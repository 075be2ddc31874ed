import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser, ListQuery, Pdf, PdfFields } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classPdfs, pdfs } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { invalidField } from '../../plugins/app-error';
import { assertClassesExist } from '../classes/classes-exist';
import { classOptionsOf } from '../classes/classes-of';
import { visiblePdfCondition } from '../../access/media-access';
import { findPdf, type PdfRow } from './pdf-file.service';

/** A row of Manage Pdfs; `pdf` is where the viewer asks for a grant, never the file. */
const presentPdf = (row: PdfRow, pdfClasses: { value: number; name: string }[]): Pdf => ({
  id: row.id,
  title: row.title,
  type: row.type,
  pdf: `/api/admin/pdf/${row.id}/grant`,
  classes: pdfClasses,
  createdAt: row.createdAt.toISOString(),
});

export async function listPdfs(db: Db, user: AuthUser, query: ListQuery) {
  const where = and(visiblePdfCondition(db, user), containsText([pdfs.title, pdfs.type], query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(pdfs).where(where).orderBy(desc(pdfs.createdAt), desc(pdfs.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(pdfs).where(where),
  ]);
  const byPdf = await classOptionsOf(
    db,
    { table: classPdfs, ownerId: classPdfs.pdfId, classId: classPdfs.classId },
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => presentPdf(row, byPdf.get(row.id) ?? [])), meta: pageMeta(total, rows.length, query) };
}

export type StoredPdf = { fileName: string; storedFile: string };

/** One row per uploaded file, each linked to every chosen class. */
export async function createPdfs(db: Db, user: AuthUser, fields: PdfFields, uploaded: StoredPdf[]): Promise<number[]> {
  await assertClassesExist(db, fields.classesId);
  if (uploaded.length === 0) throw invalidField('pdf', 'Please choose at least one PDF file.');
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(pdfs)
      .values(
        uploaded.map((file) => ({ title: file.fileName, type: fields.type, filePath: file.storedFile, createdBy: user.id })),
      )
      .returning({ id: pdfs.id });
    await tx.insert(classPdfs).values(rows.flatMap((row) => fields.classesId.map((classId) => ({ classId, pdfId: row.id }))));
    return rows.map((row) => row.id);
  });
}

/** Edits type and classes; a new file replaces the old one (removed once the row points to the new). */
export async function updatePdf(db: Db, files: FileStore, id: number, fields: PdfFields, file: StoredPdf | null) {
  const current = await findPdf(db, id);
  await assertClassesExist(db, fields.classesId);
  await db.transaction(async (tx) => {
    await tx
      .update(pdfs)
      .set({ type: fields.type, ...(file ? { title: file.fileName, filePath: file.storedFile } : {}) })
      .where(eq(pdfs.id, id));
    await tx.delete(classPdfs).where(eq(classPdfs.pdfId, id));
    await tx.insert(classPdfs).values(fields.classesId.map((classId) => ({ classId, pdfId: id })));
  });
  if (file) await files.remove(current.filePath);
}

export async function deletePdf(db: Db, files: FileStore, id: number) {
  const current = await findPdf(db, id);
  await db.delete(pdfs).where(eq(pdfs.id, id));
  await files.remove(current.filePath);
}

export async function assignPdfs(db: Db, user: AuthUser, pdfIds: number[], classIds: number[]) {
  await assertClassesExist(db, classIds);
  const found = await db
    .select({ id: pdfs.id })
    .from(pdfs)
    .where(and(inArray(pdfs.id, pdfIds), visiblePdfCondition(db, user)));
  if (found.length < pdfIds.length) throw invalidField('pdfsId', 'The selected pdfs are invalid');
  await db
    .insert(classPdfs)
    .values(pdfIds.flatMap((pdfId) => classIds.map((classId) => ({ classId, pdfId }))))
    .onConflictDoNothing();
}

export async function listPdfTypes(db: Db, q: string | undefined) {
  const rows = await db
    .selectDistinct({ type: pdfs.type })
    .from(pdfs)
    .where(containsText(pdfs.type, q))
    .orderBy(asc(pdfs.type))
    .limit(20);
  return rows.map(({ type }) => ({ value: type, name: type }));
}
