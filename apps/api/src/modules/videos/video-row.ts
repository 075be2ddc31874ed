import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import { notFound } from '../../plugins/app-error';

export type VideoRow = typeof videos.$inferSelect;

/** The video (404 when it does not exist); who may open it is the route's scope (`{ record: 'video' }`). */
export async function findVideo(db: Db, id: number): Promise<VideoRow> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}
