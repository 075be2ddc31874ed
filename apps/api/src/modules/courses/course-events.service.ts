import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { CourseEvent, CourseEventBody, CourseEventQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, classCategoryEvents } from '../../db/schema';
import { invalidField, notFound } from '../../plugins/app-error';
import { countMatching, pageMeta, pageWindow } from '../../lib/lists';

const eventColumns = {
  id: classCategoryEvents.id,
  name: classCategoryEvents.name,
  start_at: classCategoryEvents.startAt,
  description: classCategoryEvents.description,
  class_category_id: classCategoryEvents.classCategoryId,
};

async function assertCourseExists(db: Db, id: number) {
  const [course] = await db.select({ id: classCategories.id }).from(classCategories).where(eq(classCategories.id, id));
  if (!course) throw invalidField('class_category_id', 'The selected course is invalid');
}

export async function listCourseEvents(db: Db, query: CourseEventQuery) {
  const where = and(
    eq(classCategoryEvents.classCategoryId, query.class_category_id),
    query.from ? gte(classCategoryEvents.startAt, query.from) : undefined,
    query.to ? lte(classCategoryEvents.startAt, query.to) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(eventColumns)
      .from(classCategoryEvents)
      .where(where)
      .orderBy(asc(classCategoryEvents.startAt), asc(classCategoryEvents.id))
      .limit(limit)
      .offset(offset),
    countMatching(db, () => db.select({ id: classCategoryEvents.id }).from(classCategoryEvents).where(where).$dynamic()),
  ]);
  return { rows, meta: pageMeta(total, rows.length, { ...query, q: undefined }) };
}

const eventValues = (body: CourseEventBody) => ({
  name: body.name,
  startAt: body.start_at,
  description: body.description,
  classCategoryId: body.class_category_id,
});

export async function createCourseEvent(db: Db, body: CourseEventBody): Promise<CourseEvent> {
  await assertCourseExists(db, body.class_category_id);
  const [row] = await db.insert(classCategoryEvents).values(eventValues(body)).returning(eventColumns);
  return row;
}

export async function updateCourseEvent(db: Db, id: number, body: CourseEventBody): Promise<CourseEvent> {
  const [event] = await db.select({ id: classCategoryEvents.id }).from(classCategoryEvents).where(eq(classCategoryEvents.id, id));
  if (!event) throw notFound();
  await assertCourseExists(db, body.class_category_id);
  const [row] = await db
    .update(classCategoryEvents)
    .set(eventValues(body))
    .where(eq(classCategoryEvents.id, id))
    .returning(eventColumns);
  return row;
}

export async function deleteCourseEvent(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(classCategoryEvents)
    .where(eq(classCategoryEvents.id, id))
    .returning({ id: classCategoryEvents.id });
  if (deleted.length === 0) throw notFound();
}
