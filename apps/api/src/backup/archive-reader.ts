import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { isStoredName } from '../storage/file-store';
import { ArchiveBounds } from './archive-bounds';
import { decryptArchive, isEncryptedArchive } from './archive-encryption';
import type { z } from 'zod';
import {
  backupManifestSchema,
  CONTENTS_ENTRY,
  contentsSchema,
  DATABASE_ENTRY,
  DATABASE_PREFIX,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  type BackupManifest,
} from './backup-manifest';
import { RestoreError } from './restore-error';

export { RestoreError } from './restore-error';

/** Where readArchive put what it read: the database's data directory and files/ under `folder`. */
export type ReadArchive = { manifest: BackupManifest; files: number; databaseDir: string; filesDir: string };
type Contents = z.infer<typeof contentsSchema>;

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

/** A file or folder of the database's data directory, written under `databaseDir`. */
function writeDataDirEntry(entry: ReadEntry, databaseDir: string, relative: string): Promise<void> {
  const target = path.join(databaseDir, relative);
  if (entry.type === 'Directory') {
    entry.resume();
    return fs.promises.mkdir(target, { recursive: true }).then(() => undefined);
  }
  if (entry.type !== 'File') throw new RestoreError(`the database copy's ${JSON.stringify(relative)} is not a regular file`);
  return fs.promises.mkdir(path.dirname(target), { recursive: true }).then(() => writeEntry(entry, target));
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
    return writeDataDirEntry(inner, databaseDir, relative);
  });
}

/** What version 2 writes into the data directory once the copy has ended: its label and WAL segments. */
const isRecoveryEntry = (relative: string) => relative === 'backup_label' || /^pg_wal\/[0-9A-F]{24}$/.test(relative);

/** A small JSON entry (manifest.json, contents.json), parsed once it has ended: when the next entry is read. */
function jsonEntry<T>(entry: ReadEntry, schema: z.ZodType<T>, what: string): () => T {
  if (entry.size > MANIFEST_MAX_BYTES) throw new RestoreError(`${entry.path} is too large to be ours`);
  const chunks: Buffer[] = [];
  entry.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => {
    const parsed = schema.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success) throw new RestoreError(`${entry.path} is not ${what} of a backup of this app`);
    return parsed.data;
  };
}

/**
 * Reads a backup archive (layout in backup-manifest.ts) into `folder`, checking as it goes: the manifest
 * first and ours, then only the entries of its version, each once, as regular files or (the data
 * directory's) folders under plain names (so no path, link or "..", whatever the archive holds, can write
 * outside `folder`), no more bytes than `maxBytes` nor than announced (ArchiveBounds), and the count of
 * files announced. Anything else throws a RestoreError, as soon as it is seen.
 */
export async function readArchive(
  archivePath: string,
  folder: string,
  { maxBytes, passphrase }: { maxBytes: number; passphrase?: string },
): Promise<ReadArchive> {
  const filesDir = path.join(folder, 'files');
  const databaseDir = path.join(folder, 'db');
  await fs.promises.mkdir(filesDir);
  await fs.promises.mkdir(databaseDir);
  const bounds = new ArchiveBounds(maxBytes);
  const seen = new Set<string>();
  let manifest: BackupManifest | null = null;
  let contents: Contents | null = null;
  let pending: (() => void) | null = null;
  let fileCount = 0;

  const accept = (entry: ReadEntry) => {
    const name = entry.path;
    if (seen.size === 0 && name !== MANIFEST_ENTRY)
      throw new RestoreError(`not a backup of this app: its first entry is ${JSON.stringify(name)}`);
    if (seen.has(name)) throw new RestoreError(`${JSON.stringify(name)} appears twice`);
    seen.add(name);
    pending?.();
    pending = null;
    if (name === MANIFEST_ENTRY) {
      const parse = jsonEntry(entry, backupManifestSchema, 'the manifest');
      pending = () => {
        manifest = parse();
        if (manifest.bytes !== undefined) bounds.expect(manifest.bytes);
      };
      return;
    }
    if (!manifest) throw new RestoreError('manifest.json is not the manifest of a backup of this app');
    const isDirectory = entry.type === 'Directory' && manifest.version === 2 && name.startsWith(DATABASE_PREFIX);
    if (entry.type !== 'File' && !isDirectory) throw new RestoreError(`${JSON.stringify(name)} is not a regular file`);
    if (name === CONTENTS_ENTRY && manifest.version === 2) {
      bounds.admit(entry.size, false);
      const parse = jsonEntry(entry, contentsSchema, 'the contents');
      pending = () => {
        contents = parse();
        bounds.expect(contents.bytes);
      };
      return;
    }
    bounds.admit(entry.size);
    if (name.startsWith(FILES_PREFIX)) {
      const announced = manifest.version === 1 ? manifest.files : contents?.files;
      const storedName = name.slice(FILES_PREFIX.length);
      if (announced === undefined || !isStoredName(storedName)) throw new RestoreError(`unexpected entry ${JSON.stringify(name)}`);
      if (++fileCount > announced) throw new RestoreError(`the archive holds more files than it announced (${announced})`);
      return writeEntry(entry, path.join(filesDir, storedName));
    }
    if (manifest.version === 1) {
      if (name !== DATABASE_ENTRY) throw new RestoreError(`unexpected entry ${JSON.stringify(name)}`);
      return unpackDatabase(entry, databaseDir);
    }
    const relative = name.startsWith(DATABASE_PREFIX) ? dataDirPath(name.slice(DATABASE_PREFIX.length)) : null;
    // The data directory's own files come before contents.json, its label and WAL after.
    if (relative === null || isRecoveryEntry(relative) !== (contents !== null)) {
      throw new RestoreError(`unexpected entry ${JSON.stringify(name)}`);
    }
    return writeDataDirEntry(entry, databaseDir, relative);
  };

  const source = fs.createReadStream(archivePath);
  await new Promise<void>((resolve, reject) => {
    source.once('open', () => resolve());
    source.once('error', (error) => reject(new RestoreError(`cannot read ${archivePath}: ${error.message}`, 1)));
  });
  const gunzip = zlib.createGunzip();
  const unpacked = bounds.counter();
  const gzipped = await decryptedIfEncrypted(archivePath, source, passphrase);
  gzipped.once('error', (error) => unpacked.destroy(error));
  gunzip.once('error', (error) => unpacked.destroy(error));
  try {
    await readTar(gzipped.pipe(gunzip).pipe(unpacked), accept);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`the archive is damaged or not a gzip tar: ${(error as Error).message}`);
  } finally {
    source.destroy();
  }
  if (!seen.has(MANIFEST_ENTRY)) throw new RestoreError('the archive is empty');
  (pending as (() => void) | null)?.();
  const read = manifest as BackupManifest | null;
  if (!read) throw new RestoreError('manifest.json is not the manifest of a backup of this app');
  const complete =
    read.version === 1 ? seen.has(DATABASE_ENTRY) : contents !== null && seen.has(`${DATABASE_PREFIX}backup_label`);
  if (!complete) throw new RestoreError('the archive has no complete copy of the database: it is cut short');
  const announced = read.version === 1 ? read.files : (contents as Contents | null)?.files;
  if (fileCount !== announced) {
    throw new RestoreError(`the archive holds ${fileCount} files where it announced ${announced}: it is incomplete`);
  }
  return { manifest: read, files: fileCount, databaseDir, filesDir };
}

/** The archive's gzip bytes: decrypted as they stream when it was taken with BACKUP_PASSPHRASE. */
async function decryptedIfEncrypted(archivePath: string, source: Readable, passphrase?: string): Promise<Readable> {
  if (!(await isEncryptedArchive(archivePath))) return source;
  if (!passphrase) throw new RestoreError('the archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was taken with', 1);
  try {
    return await decryptArchive(source, passphrase);
  } catch {
    throw new RestoreError('the archive cannot be decrypted: BACKUP_PASSPHRASE is not the passphrase it was taken with', 1);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
