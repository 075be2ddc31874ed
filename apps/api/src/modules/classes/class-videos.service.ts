import { and, desc, eq } from 'drizzle-orm';
import type { ClassVideo } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classVideos, videos } from '../../db/schema';
import { notFound } from '../../plugins/app-error';

/** A plain video's player address as is; a secure one opens in Recorded Sessions' player (through a grant). */
const videoLink = (row: { id: number; url: string | null; isSecure: boolean }) =>
  row.isSecure ? `/videos?play=${row.id}` : row.url;

/** The videos of a class, newest first (bounded: a class has a few hundred at most). */
export async function listClassVideos(db: Db, classId: number): Promise<ClassVideo[]> {
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      type: videos.type,
      status: videos.status,
      isSecure: videos.isSecure,
      createdAt: videos.createdAt,
      url: videos.url,
    })
    .from(classVideos)
    .innerJoin(videos, eq(videos.id, classVideos.videoId))
    .where(eq(classVideos.classId, classId))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(1000);
  return rows.map(({ url, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    homeVideoUrl: videoLink({ id: row.id, url, isSecure: row.isSecure }),
  }));
}

/** Takes the video off the class; the video itself stays in Recorded Sessions. */
export async function unlinkClassVideo(db: Db, classId: number, videoId: number): Promise<void> {
  const deleted = await db
    .delete(classVideos)
    .where(and(eq(classVideos.classId, classId), eq(classVideos.videoId, videoId)))
    .returning({ videoId: classVideos.videoId });
  if (deleted.length === 0) throw notFound();
}
