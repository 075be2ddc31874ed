import { asc, count, eq } from 'drizzle-orm';
import type { Center, CenterBody, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';

const centerColumns = { id: centers.id, name: centers.name };

export async function listCenters(db: Db, query: ListQuery) {
  const where = containsText(centers.name, query.q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(centerColumns)
      .from(centers)
      .where(where)
      .orderBy(asc(centers.name), asc(centers.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(centers).where(where),
  ]);
  return { rows, meta: pageMeta(total, rows.length, query) };
}

export async function createCenter(db: Db, body: CenterBody): Promise<Center> {
  const [row] = await db.insert(centers).values({ name: body.name }).returning(centerColumns);
  return row;
}

export async function updateCenter(db: Db, id: number, body: CenterBody): Promise<Center> {
  const [row] = await db
    .update(centers)
    .set({ name: body.name, updatedAt: new Date() })
    .where(eq(centers.id, id))
    .returning(centerColumns);
  if (!row) throw notFound();
  return row;
}

export async function deleteCenter(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(centers).where(eq(centers.id, id)).returning({ id: centers.id });
  if (deleted.length === 0) throw notFound();
}
