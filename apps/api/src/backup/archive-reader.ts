import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { isStoredName } from '../storage/file-store';
import { ArchiveBounds } from './archive-bounds';
import {
  backupManifestSchema,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  type BackupManifest,
} from './backup-manifest';
import { RestoreError } from './restore-error';

export { RestoreError } from './restore-error';

/** Where readArchive put what it read: the database's data directory and files/ under `folder`. */
export type ReadArchive = { manifest: BackupManifest; databaseDir: string; filesDir: string };

const writeEntry = (entry: ReadEntry, target: string) =>
  new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
    out.once('finish', resolve).once('error', reject);
    entry.on('error', reject);
    entry.pipe(out);
  });

/** A path inside a PostgreSQL data directory: plain names only (no "..", no link can be followed). */
const DATA_DIR_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
function dataDirPath(name: string): string | null {
  const segments = name.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  return segments.every((segment) => DATA_DIR_SEGMENT.test(segment) && !segment.includes('..'))
    ? segments.join('/')
    : null;
}

/** A gunzipped archive, or the database entry of one (node-tar's entries are minipass streams, not node's). */
type TarSource = {
  pipe(destination: Parser): unknown;
  destroy(): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
};

/**
 * Reads the entries of one tar stream, one at a time and in order, refusing at the first that `accept`
 * throws for; the writes `accept` starts are awaited before it resolves.
 */
function readTar(source: TarSource, accept: (entry: ReadEntry) => Promise<void> | void): Promise<void> {
  let refusal: Error | null = null;
  const writes: Promise<void>[] = [];
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      try {
        if (refusal) return entry.resume();
        const write = accept(entry);
        if (write) {
          writes.push(
            write.catch((error: Error) => {
              refusal ??= error;
              parser.abort(error);
              source.destroy();
            }),
          );
        }
      } catch (error) {
        refusal = error as Error;
        entry.resume();
        parser.abort(refusal);
        source.destroy();
      }
    },
  });
  return new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => reject(refusal ?? error);
    source.once('error', fail);
    parser.once('error', fail);
    parser.once('end', () => {
      void Promise.all(writes).then(() => (refusal ? reject(refusal) : resolve()));
    });
    source.pipe(parser);
  });
}

/**
 * The database entry of a version 1 archive, PGlite's dumpDataDir (a tar of the data directory), unpacked
 * as it streams into `databaseDir`: regular files and folders only, under plain names. Its bytes are
 * within the entry's, already counted.
 */
function unpackDatabase(entry: ReadEntry, databaseDir: string): Promise<void> {
  return readTar(entry, (inner) => {
    const relative = dataDirPath(inner.path);
    if (relative === null) throw new RestoreError(`the database copy holds an unexpected path ${JSON.stringify(inner.path)}`);
    const target = path.join(databaseDir, relative);
    if (inner.type === 'Directory') {
      inner.resume();
      return fs.promises.mkdir(target, { recursive: true }).then(() => undefined);
    }
    if (inner.type !== 'File') throw new RestoreError(`the database copy's ${JSON.stringify(inner.path)} is not a regular file`);
    return fs.promises.mkdir(path.dirname(target), { recursive: true }).then(() => writeEntry(inner, target));
  });
}

/**
 * Reads a backup archive (layout in backup-manifest.ts) into `folder`, checking as it goes: the manifest
 * first and ours, then only the database entry and stored-file names, each once, as regular files (so no
 * path, link or "..", whatever the archive holds, can write outside `folder`), no more bytes than
 * `maxBytes` (ArchiveBounds), and the count of files the manifest announced. Anything else throws a
 * RestoreError, as soon as it is seen.
 */
export async function readArchive(archivePath: string, folder: string, maxBytes: number): Promise<ReadArchive> {
  const filesDir = path.join(folder, 'files');
  const databaseDir = path.join(folder, 'db');
  await fs.promises.mkdir(filesDir);
  await fs.promises.mkdir(databaseDir);
  const bounds = new ArchiveBounds(maxBytes);
  const seen = new Set<string>();
  const manifestChunks: Buffer[] = [];
  let manifest: BackupManifest | null = null;

  const parseManifest = () => {
    const parsed = backupManifestSchema.safeParse(safeJson(Buffer.concat(manifestChunks).toString('utf8')));
    if (!parsed.success) throw new RestoreError('manifest.json is not the manifest of a backup of this app');
    return parsed.data;
  };
  const accept = (entry: ReadEntry) => {
    const name = entry.path;
    if (seen.size === 0 && name !== MANIFEST_ENTRY)
      throw new RestoreError(`not a backup of this app: its first entry is ${JSON.stringify(name)}`);
    if (entry.type !== 'File') throw new RestoreError(`${JSON.stringify(name)} is not a regular file`);
    if (seen.has(name)) throw new RestoreError(`${JSON.stringify(name)} appears twice`);
    seen.add(name);
    if (name === MANIFEST_ENTRY) {
      if (entry.size > MANIFEST_MAX_BYTES) throw new RestoreError('manifest.json is too large to be ours');
      entry.on('data', (chunk: Buffer) => manifestChunks.push(chunk));
      return;
    }
    // The manifest entry has ended once the next one is read.
    if (!manifest) {
      manifest = parseManifest();
      if (manifest.bytes !== undefined) bounds.expect(manifest.bytes);
    }
    bounds.admit(entry.size);
    if (name === DATABASE_ENTRY) return unpackDatabase(entry, databaseDir);
    const storedName = name.startsWith(FILES_PREFIX) ? name.slice(FILES_PREFIX.length) : '';
    if (!isStoredName(storedName)) throw new RestoreError(`unexpected entry ${JSON.stringify(name)}`);
    if (seen.size - 2 > manifest.files) throw new RestoreError(`the archive holds more files than its manifest announced`);
    return writeEntry(entry, path.join(filesDir, storedName));
  };

  const source = fs.createReadStream(archivePath);
  await new Promise<void>((resolve, reject) => {
    source.once('open', () => resolve());
    source.once('error', (error) => reject(new RestoreError(`cannot read ${archivePath}: ${error.message}`, 1)));
  });
  const gunzip = zlib.createGunzip();
  const unpacked = bounds.counter();
  source.once('error', (error) => unpacked.destroy(error));
  gunzip.once('error', (error) => unpacked.destroy(error));
  try {
    await readTar(source.pipe(gunzip).pipe(unpacked), accept);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`the archive is damaged or not a gzip tar: ${(error as Error).message}`);
  } finally {
    source.destroy();
  }
  if (!seen.has(MANIFEST_ENTRY)) throw new RestoreError('the archive is empty');
  manifest ??= parseManifest();
  if (!seen.has(DATABASE_ENTRY)) throw new RestoreError(`the archive has no ${DATABASE_ENTRY}`);
  const fileCount = [...seen].filter((name) => name.startsWith(FILES_PREFIX)).length;
  if (fileCount !== manifest.files) {
    throw new RestoreError(
      `the archive holds ${fileCount} files where its manifest announced ${manifest.files}: it is incomplete`,
    );
  }
  return { manifest, databaseDir, filesDir };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
