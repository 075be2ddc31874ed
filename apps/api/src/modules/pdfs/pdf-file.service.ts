import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pdfs } from '../../db/schema';
import { notFound } from '../../plugins/app-error';

export type PdfRow = typeof pdfs.$inferSelect;

/** The PDF (404 when it does not exist); who may open it is the route's scope (`{ record: 'pdf' }`). */
export async function findPdf(db: Db, id: number): Promise<PdfRow> {
  const [pdf] = await db.select().from(pdfs).where(eq(pdfs.id, id)).limit(1);
  if (!pdf) throw notFound();
  return pdf;
}
