import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classVideos, videos } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';

/**
 * Videos a staff member may see: an admin all; others those of their classes and those they uploaded.
 */
export function visibleVideoCondition(db: Db, user: AuthUser): SQL | undefined {
  const classCondition = visibleClassCondition(user, classVideos.classId);
  if (!classCondition) return undefined;
  const ofTheirClasses = exists(
    db
      .select({ one: sql`1` })
      .from(classVideos)
      .where(and(eq(classVideos.videoId, videos.id), classCondition)),
  );
  return or(ofTheirClasses, eq(videos.createdBy, user.id));
}

export type VideoRow = typeof videos.$inferSelect;

/** The video, 404 when it does not exist, 403 when it is outside the user's videos. */
export async function findVisibleVideo(db: Db, user: AuthUser, id: number): Promise<VideoRow> {
  const visible = visibleVideoCondition(db, user) ?? sql`true`;
  const [row] = await db
    .select({ video: videos, isVisible: sql<boolean>`${visible}` })
    .from(videos)
    .where(eq(videos.id, id))
    .limit(1);
  if (!row) throw notFound();
  if (!row.isVisible) throw forbidden();
  return row.video;
}
