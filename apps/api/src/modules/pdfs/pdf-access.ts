import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classPdfs, pdfs } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';

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

export type PdfRow = typeof pdfs.$inferSelect;

/** The PDF, 404 when it does not exist, 403 when it is outside the user's PDFs. */
export async function findVisiblePdf(db: Db, user: AuthUser, id: number): Promise<PdfRow> {
  const visible = visiblePdfCondition(db, user) ?? sql`true`;
  const [row] = await db
    .select({ pdf: pdfs, isVisible: sql<boolean>`${visible}` })
    .from(pdfs)
    .where(eq(pdfs.id, id))
    .limit(1);
  if (!row) throw notFound();
  if (!row.isVisible) throw forbidden();
  return row.pdf;
}
