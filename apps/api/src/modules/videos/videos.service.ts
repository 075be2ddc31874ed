import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthUser, JobMessage, Video, VideosQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classVideos, videos } from '../../db/schema';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { classOptionsOf } from '../classes/classes-of';
import { visibleVideoCondition } from '../../access/media-access';
import type { VideoRow } from './video-row';

/** Turns a stored coded failure into the reader's text (the route's translator). */
export type Describe = (failure: JobMessage) => string;

/** A row as the Recorded Sessions list shows it; a secure video's files are never linked directly. */
export function presentVideo(row: VideoRow, videoClasses: { value: number; name: string }[], describe: Describe): Video {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    failureReason: row.status === 'failed' && row.failure ? describe(row.failure) : null,
    isSecure: row.isSecure,
    embeddedHtml: row.isSecure ? null : row.embeddedHtml,
    homeVideoUrl: row.isSecure ? null : row.url,
    classes: videoClasses,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVideos(db: Db, user: AuthUser, query: VideosQuery, describe: Describe) {
  const conditions: (SQL | undefined)[] = [visibleVideoCondition(db, user), containsText([videos.title, videos.type], query.q)];
  if (query.is_secure) conditions.push(eq(videos.isSecure, query.is_secure === '1'));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(videos).where(where).orderBy(desc(videos.createdAt), desc(videos.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(videos).where(where),
  ]);
  const byVideo = await classOptionsOf(
    db,
    { table: classVideos, ownerId: classVideos.videoId, classId: classVideos.classId },
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => presentVideo(row, byVideo.get(row.id) ?? [], describe)),
    meta: pageMeta(total, rows.length, query),
  };
}

/** Types already used, for the creatable type field: those containing q, at most 20. */
export async function listVideoTypes(db: Db, q: string | undefined): Promise<{ value: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ type: videos.type })
    .from(videos)
    .where(containsText(videos.type, q))
    .orderBy(asc(videos.type))
    .limit(20);
  return rows.map(({ type }) => ({ value: type, name: type }));
}
