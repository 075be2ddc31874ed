import { and, eq } from 'drizzle-orm';
import type { Paper, PaperBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, papers } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { paperColumns } from './courses.service';

const paperValues = (body: PaperBody) => ({
  name: body.name,
  maxGrade: body.maxGrade,
  averageDate: body.averageDate,
  duration: body.duration,
  grades: body.grades,
});

export async function createPaper(db: Db, categoryId: number, body: PaperBody): Promise<Paper> {
  const [course] = await db.select({ id: classCategories.id }).from(classCategories).where(eq(classCategories.id, categoryId));
  if (!course) throw notFound();
  const [row] = await db
    .insert(papers)
    .values({ classCategoryId: categoryId, ...paperValues(body) })
    .returning(paperColumns);
  return row;
}

/** A paper is found through its course: the id of another course's paper is unknown here. */
export async function updatePaper(db: Db, categoryId: number, paperId: number, body: PaperBody): Promise<Paper> {
  const [row] = await db
    .update(papers)
    .set(paperValues(body))
    .where(and(eq(papers.id, paperId), eq(papers.classCategoryId, categoryId)))
    .returning(paperColumns);
  if (!row) throw notFound();
  return row;
}

export async function deletePaper(db: Db, categoryId: number, paperId: number): Promise<void> {
  const deleted = await db
    .delete(papers)
    .where(and(eq(papers.id, paperId), eq(papers.classCategoryId, categoryId)))
    .returning({ id: papers.id });
  if (deleted.length === 0) throw notFound();
}
