import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pdfs } from '../../db/schema';
import { notFound } from '../../plugins/app-error';

export async function findPdf(db: Db, id: number) {
  const [pdf] = await db.select().from(pdfs).where(eq(pdfs.id, id)).limit(1);
  if (!pdf) throw notFound();
  return pdf;
}
