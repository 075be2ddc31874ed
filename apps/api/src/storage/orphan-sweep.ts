import { inArray, isNotNull, sql } from 'drizzle-orm';
import { pluralForm } from '@backoffice/contract';
import type { Db } from '../db/client';
import { fileVersions, jobs, pdfs, videos } from '../db/schema';
import { readPlaylist, segmentsOf } from './hls-playlist';
import type { FileStore } from './file-store';

/** A file younger than this is never swept: its upload or job may still be about to write its row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * The kinds of stored file whose every reference is a database column listed in `referencedAmong`:
 * - `.pdf`: file_versions.stored_name (workstation and student uploads), pdfs.file_path, jobs.result_file (reports);
 * - `.xlsx` / `.xls`: jobs.result_file (exports), jobs.input->>'storedFile' (imports);
 * - `.video`: videos.file_path; `.m3u8`: videos.hls_playlist;
 * - `.ts` HLS segments: named only by the playlist of a video row (what a transcode killed while storing left).
 * Any other extension is left alone.
 */
export const SWEPT_EXTENSIONS = ['.pdf', '.xlsx', '.xls', '.video', '.m3u8', '.ts'] as const;

const CHUNK = 500;

/**
 * Every segment the playlists of the video rows list, or null when a playlist cannot be read: then no
 * segment is judged this time (a segment swept for a read error would break a ready video).
 */
async function listedSegments(db: Db, files: FileStore): Promise<Set<string> | null> {
  const rows = await db.select({ playlist: videos.hlsPlaylist }).from(videos).where(isNotNull(videos.hlsPlaylist));
  const listed = new Set<string>();
  for (const { playlist } of rows) {
    const text = await readPlaylist(files, playlist!).catch(() => null);
    if (text === null) return null;
    for (const segment of segmentsOf(text)) listed.add(segment.trim());
  }
  return listed;
}

/** The names among `names` that a row of the database points at (a segment: through its video's playlist). */
async function referencedAmong(db: Db, files: FileStore, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const segments = names.filter((name) => name.endsWith('.ts'));
  if (segments.length > 0) {
    const listed = await listedSegments(db, files);
    for (const name of segments) if (!listed || listed.has(name)) found.add(name);
  }
  for (let start = 0; start < names.length; start += CHUNK) {
    const chunk = names.slice(start, start + CHUNK);
    const importInput = sql<string>`${jobs.input}->>'storedFile'`;
    const lists = await Promise.all([
      db.select({ name: fileVersions.storedName }).from(fileVersions).where(inArray(fileVersions.storedName, chunk)),
      db.select({ name: pdfs.filePath }).from(pdfs).where(inArray(pdfs.filePath, chunk)),
      db.select({ name: videos.filePath }).from(videos).where(inArray(videos.filePath, chunk)),
      db.select({ name: videos.hlsPlaylist }).from(videos).where(inArray(videos.hlsPlaylist, chunk)),
      db.select({ name: jobs.resultFile }).from(jobs).where(inArray(jobs.resultFile, chunk)),
      db.select({ name: importInput }).from(jobs).where(inArray(importInput, chunk)),
    ]);
    for (const rows of lists) for (const row of rows) if (row.name) found.add(row.name);
  }
  return found;
}

/**
 * Removes the stored files of the swept kinds that no row references and that were last written more
 * than the grace period ago (what a crash between upload and database write left). Answers their names.
 */
export async function sweepOrphanFiles(
  deps: { db: Db; files: FileStore; log: (message: string) => void },
  options: { now?: Date; graceMs?: number } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const swept = SWEPT_EXTENSIONS as readonly string[];
  // Listed before the references are read, so a row written meanwhile is seen.
  const candidates = (await deps.files.list())
    .filter((file) => file.modifiedAt.getTime() < cutoff && swept.includes(file.name.slice(file.name.lastIndexOf('.'))))
    .map((file) => file.name);
  if (candidates.length === 0) return [];
  const referenced = await referencedAmong(deps.db, deps.files, candidates);
  const orphans = candidates.filter((name) => !referenced.has(name));
  for (const name of orphans) {
    await deps.files.remove(name);
    deps.log(`file sweep: removed unreferenced stored file ${name}`);
  }
  if (orphans.length > 0)
    deps.log(
      `file sweep: removed ${orphans.length} unreferenced ${pluralForm('en', orphans.length, { one: 'file', other: 'files' })}`,
    );
  return orphans;
}
