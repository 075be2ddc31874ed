import { eq } from 'drizzle-orm';
import type { VideoCipher } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { AppError, notFound } from '../../plugins/app-error';
import { issueGrant, type Viewer } from '../media/media-grants.service';
import type { VideoRow } from './video-row';
import { playlistForGrant, playlistSeconds, readPlaylist, segmentsOf } from '../../storage/hls-playlist';

const notReady = () => new AppError(409, 'The video is still being processed.');

/** The grant and playlist address of a ready secure video, for a viewer already allowed to see it. */
export async function issueVideoGrant(db: Db, viewer: Viewer, video: VideoRow): Promise<VideoCipher> {
  const { id } = video;
  if (!video.isSecure) throw new AppError(409, 'This video is not a secure video.');
  if (video.status !== 'ready' || !video.hlsPlaylist) throw notReady();
  const { token } = await issueGrant(db, viewer, { type: 'video', id });
  return { otp: token, playbackInfo: `/api/home/videos/${id}/hls/index.m3u8?grant=${encodeURIComponent(token)}` };
}

export async function findVideo(db: Db, id: number): Promise<VideoRow> {
  const [video] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!video) throw notFound();
  return video;
}

async function packagedVideo(db: Db, id: number) {
  const video = await findVideo(db, id);
  if (!video.hlsPlaylist || !video.hlsKey) throw notFound();
  return { playlist: video.hlsPlaylist, key: video.hlsKey };
}

export async function readGrantedPlaylist(db: Db, files: FileStore, id: number, grant: string): Promise<string> {
  const { playlist } = await packagedVideo(db, id);
  return playlistForGrant(await readPlaylist(files, playlist), grant);
}

/**
 * The length of a secure video packaged before lengths were measured at upload, read from its stored
 * playlist (ffmpeg's own durations); null while it has none (still processing, or failed).
 */
export async function packagedSeconds(files: FileStore, video: Pick<VideoRow, 'hlsPlaylist'>): Promise<number | null> {
  if (!video.hlsPlaylist) return null;
  const seconds = playlistSeconds(await readPlaylist(files, video.hlsPlaylist).catch(() => ''));
  return seconds > 0 ? seconds : null;
}

export async function readVideoKey(db: Db, id: number): Promise<Buffer> {
  return Buffer.from((await packagedVideo(db, id)).key, 'hex');
}

/** A segment of this video's playlist only: a name from another video is 404. */
export async function readVideoSegment(db: Db, files: FileStore, id: number, name: string) {
  const { playlist } = await packagedVideo(db, id);
  if (!segmentsOf(await readPlaylist(files, playlist)).includes(name)) throw notFound();
  return files.read(name);
}
