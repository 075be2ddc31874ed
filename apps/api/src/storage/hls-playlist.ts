import { text } from 'node:stream/consumers';
import type { FileStore } from './file-store';

const SEGMENT = /^[a-f0-9]{32}\.ts$/;

/** The stored segment names a stored playlist lists. */
export const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => SEGMENT.test(line.trim()));

export const readPlaylist = (files: FileStore, name: string) => text(files.read(name));

/** A VOD playlist's length in seconds: the sum of its segments' #EXTINF durations, as ffmpeg wrote them. */
export const playlistSeconds = (playlist: string) =>
  playlist.split('\n').reduce((total, line) => total + Number(/^#EXTINF:([\d.]+)/.exec(line.trim())?.[1] ?? 0), 0);

/**
 * The playlist as a viewer gets it: the key and every segment addressed relative to the playlist's own
 * address and carrying the grant, so each request is checked.
 */
export function playlistForGrant(playlist: string, grant: string): string {
  const query = `grant=${encodeURIComponent(grant)}`;
  return playlist
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-KEY:')) return line.replace(/URI="[^"]*"/, `URI="key?${query}"`);
      return SEGMENT.test(line.trim()) ? `segments/${line.trim()}?${query}` : line;
    })
    .join('\n');
}

/** Removes a video's packaged output: its segments, then its playlist. */
export async function removeHlsOutput(files: FileStore, playlistName: string | null): Promise<void> {
  if (!playlistName) return;
  const playlist = await readPlaylist(files, playlistName).catch(() => '');
  await Promise.all(segmentsOf(playlist).map((segment) => files.remove(segment)));
  await files.remove(playlistName);
}
