import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Course, CourseBody, ListQuery, Paper } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, classes, educationalParts, papers } from '../../db/schema';
import { AppError, notFound } from '../../plugins/app-error';
import { containsText, countMatching, pageMeta, pageWindow } from '../../lib/lists';

const courseColumns = {
  id: classCategories.id,
  name: classCategories.name,
  code: classCategories.code,
  gradeType: classCategories.gradeType,
};
export const paperColumns = {
  id: papers.id,
  classCategoryId: papers.classCategoryId,
  name: papers.name,
  maxGrade: papers.maxGrade,
  averageDate: papers.averageDate,
  duration: papers.duration,
  grades: papers.grades,
};

type CourseRow = Omit<Course, 'papers'>;

/** Adds its papers to every course, in one query for all of them. */
async function withPapers(db: Db, rows: CourseRow[]): Promise<Course[]> {
  if (rows.length === 0) return [];
  const paperRows: Paper[] = await db
    .select(paperColumns)
    .from(papers)
    .where(
      inArray(
        papers.classCategoryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(papers.id));
  return rows.map((row) => ({ ...row, papers: paperRows.filter((p) => p.classCategoryId === row.id) }));
}

export async function listCourses(db: Db, query: ListQuery) {
  const where = containsText(classCategories.name, query.q);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(courseColumns)
      .from(classCategories)
      .where(where)
      .orderBy(asc(classCategories.name), asc(classCategories.id))
      .limit(limit)
      .offset(offset),
    countMatching(db, () => db.select({ id: classCategories.id }).from(classCategories).where(where).$dynamic()),
  ]);
  return { rows: await withPapers(db, rows), meta: pageMeta(total, rows.length, query) };
}

export async function getCourse(db: Db, id: number): Promise<Course> {
  const rows = await db.select(courseColumns).from(classCategories).where(eq(classCategories.id, id));
  if (rows.length === 0) throw notFound();
  return (await withPapers(db, rows))[0];
}

export async function createCourse(db: Db, body: CourseBody): Promise<Course> {
  const [row] = await db
    .insert(classCategories)
    .values({ name: body.name, code: body.code, gradeType: body.gradeType })
    .returning(courseColumns);
  return { ...row, papers: [] };
}

export async function updateCourse(db: Db, id: number, body: CourseBody): Promise<Course> {
  const [row] = await db
    .update(classCategories)
    .set({ name: body.name, code: body.code, gradeType: body.gradeType })
    .where(eq(classCategories.id, id))
    .returning(courseColumns);
  if (!row) throw notFound();
  return (await withPapers(db, [row]))[0];
}

/** Papers and events go with their course; a course that classes use answers 409. */
export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: classCategories.id })
      .from(classCategories)
      .where(eq(classCategories.id, id))
      .for('update');
    if (!course) throw notFound();
    const [{ n }] = await tx.select({ n: count() }).from(classes).where(eq(classes.classCategoryId, id));
    if (n > 0)
      throw new AppError(409, 'This course is used by {count} class(es). Move or delete them first.', null, { count: n });
    const [{ parts }] = await tx
      .select({ parts: count() })
      .from(educationalParts)
      .where(eq(educationalParts.classCategoryId, id));
    if (parts > 0)
      throw new AppError(409, 'This course has {count} educational parts. Delete them first.', null, { count: parts });
    await tx.delete(classCategories).where(eq(classCategories.id, id));
  });
}
