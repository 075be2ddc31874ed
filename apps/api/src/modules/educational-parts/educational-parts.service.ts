import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { EducationalPart, EducationalPartBody, EducationalPartListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, educationalParts, questionEducationalParts, questions } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../plugins/app-error';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';

/** Active questions filed under a part; archived ones stay linked for their history but are not counted. */
const activeQuestionsOf = (partId: typeof educationalParts.id | number) => sql<number>`(
  SELECT count(*)::int FROM ${questionEducationalParts}
  JOIN ${questions} ON ${questions.id} = ${questionEducationalParts.questionId} AND ${questions.archivedAt} IS NULL
  WHERE ${questionEducationalParts.educationalPartId} = ${partId})`;

const partColumns = {
  id: educationalParts.id,
  name: educationalParts.name,
  class_category_id: educationalParts.classCategoryId,
  courseName: classCategories.name,
  questionsCount: activeQuestionsOf(educationalParts.id),
};

type PartRow = { id: number; name: string; class_category_id: number; courseName: string; questionsCount: number };

const present = ({ courseName, ...row }: PartRow): EducationalPart => ({
  ...row,
  class_category: { id: row.class_category_id, name: courseName },
});

/** The spec's `limit` wins over `per_page`. */
export const withLimit = <T extends { limit?: number; per_page: number }>(query: T): T => ({
  ...query,
  per_page: query.limit ?? query.per_page,
});

export async function listEducationalParts(db: Db, rawQuery: EducationalPartListQuery) {
  const query = withLimit(rawQuery);
  const where = and(
    containsText(educationalParts.name, query.q),
    query.class_category_id ? eq(educationalParts.classCategoryId, query.class_category_id) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(partColumns)
      .from(educationalParts)
      .innerJoin(classCategories, eq(classCategories.id, educationalParts.classCategoryId))
      .where(where)
      .orderBy(asc(educationalParts.name), asc(educationalParts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(educationalParts).where(where),
  ]);
  return { rows: rows.map(present), meta: pageMeta(total, rows.length, query) };
}

export async function getEducationalPart(db: Db, id: number): Promise<EducationalPart> {
  const [row] = await db
    .select(partColumns)
    .from(educationalParts)
    .innerJoin(classCategories, eq(classCategories.id, educationalParts.classCategoryId))
    .where(eq(educationalParts.id, id));
  if (!row) throw notFound();
  return present(row);
}

async function assertCourseExists(db: Db, courseId: number) {
  const [course] = await db.select({ id: classCategories.id }).from(classCategories).where(eq(classCategories.id, courseId));
  if (!course) throw invalidField('class_category_id', 'The selected class category is invalid');
}

export async function createEducationalPart(db: Db, body: EducationalPartBody): Promise<EducationalPart> {
  await assertCourseExists(db, body.class_category_id);
  const [row] = await db
    .insert(educationalParts)
    .values({ name: body.name, classCategoryId: body.class_category_id })
    .returning({ id: educationalParts.id });
  return getEducationalPart(db, row.id);
}

/** A part with questions keeps its course: its questions are of that course. */
export async function updateEducationalPart(db: Db, id: number, body: EducationalPartBody): Promise<EducationalPart> {
  await db.transaction(async (tx) => {
    const [part] = await tx.select().from(educationalParts).where(eq(educationalParts.id, id)).for('update');
    if (!part) throw notFound();
    if (part.classCategoryId !== body.class_category_id) {
      await assertCourseExists(tx, body.class_category_id);
      const linked = await countLinkedQuestions(tx, id);
      if (linked > 0)
        throw new AppError(409, 'This educational part has {count} questions; its course cannot change.', null, {
          count: linked,
        });
    }
    await tx
      .update(educationalParts)
      .set({ name: body.name, classCategoryId: body.class_category_id })
      .where(eq(educationalParts.id, id));
  });
  return getEducationalPart(db, id);
}

/** Every question linked to the part, archived ones included (they keep the course too). */
async function countLinkedQuestions(db: Db, partId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(questionEducationalParts)
    .where(eq(questionEducationalParts.educationalPartId, partId));
  return n;
}

/** A part with active questions answers 409; links of archived questions go with the part. */
export async function deleteEducationalPart(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [part] = await tx
      .select({ id: educationalParts.id })
      .from(educationalParts)
      .where(eq(educationalParts.id, id))
      .for('update');
    if (!part) throw notFound();
    const [{ n }] = await tx
      .select({ n: count() })
      .from(questionEducationalParts)
      .innerJoin(questions, and(eq(questions.id, questionEducationalParts.questionId), isNull(questions.archivedAt)))
      .where(eq(questionEducationalParts.educationalPartId, id));
    if (n > 0)
      throw new AppError(
        409,
        'This educational part has {count} questions. Delete them or move them to another part first.',
        null,
        {
          count: n,
        },
      );
    await tx.delete(educationalParts).where(eq(educationalParts.id, id));
  });
}
