import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from './tar-entries';

/** Folders whose content a copy leaves out (pg_basebackup's list): rebuilt, or of no use, on a copy. */
const EMPTIED = new Set(['pg_wal', 'pg_stat_tmp', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
/** Copied last, as pg_basebackup does. */
const CONTROL_FILE = 'global/pg_control';
const CHUNK = 1 << 20;

/**
 * `size` bytes of `file` as it reads now, in chunks: a file that shrank or went meanwhile is padded with
 * zeros, one that grew is cut at `size` (the WAL replayed on the copy's first start restores both).
 */
async function* bytesOf(file: string, size: number): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(file, 'r').catch(() => null);
  try {
    for (let offset = 0; offset < size; ) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - offset));
      const { bytesRead } = handle ? await handle.read(buffer, 0, buffer.length, offset) : { bytesRead: 0 };
      offset += buffer.length;
      yield bytesRead === buffer.length ? buffer : buffer.fill(0, bytesRead);
    }
  } finally {
    await handle?.close();
  }
}

export const fileEntry = (source: string, name: string, size: number, mtime: Date): TarEntry => ({
  path: name,
  size,
  mtime,
  body: () => bytesOf(source, size),
});

/**
 * The entries of a copy of the data directory `dataDir` under `prefix`, listed now (folders first, so a
 * restore finds each before its files; pg_control last), their sizes as they are now.
 */
export async function listDataDir(dataDir: string, prefix: string): Promise<TarEntry[]> {
  const folders: TarEntry[] = [];
  const files: TarEntry[] = [];
  let control: TarEntry | null = null;
  const walk = async (relative: string) => {
    for (const dirent of await fs.promises.readdir(path.join(dataDir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${dirent.name}` : dirent.name;
      const stat = await fs.promises.stat(path.join(dataDir, name)).catch(() => null);
      if (!stat) continue; // gone since it was listed
      if (dirent.isDirectory()) {
        folders.push({ path: `${prefix}${name}`, size: 0, mtime: stat.mtime, type: 'Directory', body: () => [] });
        if (!EMPTIED.has(name)) await walk(name);
      } else if (dirent.isFile() && !LEFT_OUT.has(dirent.name)) {
        const entry = fileEntry(path.join(dataDir, name), `${prefix}${name}`, stat.size, stat.mtime);
        if (name === CONTROL_FILE) control = entry;
        else files.push(entry);
      }
    }
  };
  await walk('');
  if (!control) throw new Error(`${dataDir} has no ${CONTROL_FILE}: it is not a PostgreSQL data directory`);
  return [...folders, ...files, control];
}

/** The WAL segments from `first` to `last` (names in pg_wal, in order; one timeline). */
export async function listWal(dataDir: string, prefix: string, first: string, last: string): Promise<TarEntry[]> {
  const names = (await fs.promises.readdir(path.join(dataDir, 'pg_wal')))
    .filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last)
    .sort();
  if (names[0] !== first || names.at(-1) !== last) throw new Error(`the WAL from ${first} to ${last} is no longer all there`);
  return Promise.all(
    names.map(async (name) => {
      const source = path.join(dataDir, 'pg_wal', name);
      const stat = await fs.promises.stat(source);
      return fileEntry(source, `${prefix}pg_wal/${name}`, stat.size, stat.mtime);
    }),
  );
}
