import { asc, count, eq } from 'drizzle-orm';
import type { Center, CenterBody, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, studentProfiles } from '../../db/schema';
import { AppError, notFound } from '../../plugins/app-error';
import { containsText, countMatching, pageMeta, pageWindow } from '../../lib/lists';

const centerColumns = { id: centers.id, name: centers.name };

export async function listCenters(db: Db, query: ListQuery) {
  const where = containsText(centers.name, query.q);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.select(centerColumns).from(centers).where(where).orderBy(asc(centers.name), asc(centers.id)).limit(limit).offset(offset),
    countMatching(db, () => db.select({ id: centers.id }).from(centers).where(where).$dynamic()),
  ]);
  return { rows, meta: pageMeta(total, rows.length, query) };
}

export async function createCenter(db: Db, body: CenterBody): Promise<Center> {
  const [row] = await db.insert(centers).values({ name: body.name }).returning(centerColumns);
  return row;
}

export async function updateCenter(db: Db, id: number, body: CenterBody): Promise<Center> {
  const [row] = await db.update(centers).set({ name: body.name }).where(eq(centers.id, id)).returning(centerColumns);
  if (!row) throw notFound();
  return row;
}

/** Its notes go with the center; a center with students answers 409 (student_profiles.center_id restricts it too). */
export async function deleteCenter(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.id, id)).for('update');
    if (!center) throw notFound();
    const [{ n }] = await tx.select({ n: count() }).from(studentProfiles).where(eq(studentProfiles.centerId, id));
    if (n > 0)
      throw new AppError(409, 'This center has {count} students. Move them to another center first.', null, { count: n });
    await tx.delete(centers).where(eq(centers.id, id));
  });
}
