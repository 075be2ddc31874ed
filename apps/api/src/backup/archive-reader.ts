import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { isStoredName } from '../storage/file-store';
import {
  backupManifestSchema,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  type BackupManifest,
} from './backup-manifest';

/** A restore that cannot go on: `exitCode` 1 when it was refused (the target, the call), 2 for the archive. */
export class RestoreError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

/** Where readArchive put what it read: the database's tarball and files/ under `folder`. */
export type ReadArchive = { manifest: BackupManifest; databaseTarball: string; filesDir: string };

const writeEntry = (entry: ReadEntry, target: string) =>
  new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
    out.once('finish', resolve).once('error', reject);
    entry.pipe(out);
  });

/**
 * Reads a backup archive (layout in backup-manifest.ts) into `folder`, checking as it goes: the manifest
 * first and ours, then only the database entry and stored-file names, each once, as regular files (so no
 * path, link or "..", whatever the archive holds, can write outside `folder`), and the count of files the
 * manifest announced. Anything else throws a RestoreError.
 */
export async function readArchive(archivePath: string, folder: string): Promise<ReadArchive> {
  const filesDir = path.join(folder, 'files');
  const databaseTarball = path.join(folder, 'pglite.tar');
  await fs.promises.mkdir(filesDir);
  const writes: Promise<void>[] = [];
  const seen = new Set<string>();
  const manifestChunks: Buffer[] = [];
  let manifestBytes = 0;
  let manifest: BackupManifest | null = null;
  let refusal: RestoreError | null = null;

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
      entry.on('data', (chunk: Buffer) => {
        manifestBytes += chunk.length;
        if (manifestBytes <= MANIFEST_MAX_BYTES) manifestChunks.push(chunk);
      });
      return;
    }
    // The manifest entry has ended once the next one is read.
    manifest ??= parseManifest();
    if (name === DATABASE_ENTRY) return writes.push(writeEntry(entry, databaseTarball));
    const storedName = name.startsWith(FILES_PREFIX) ? name.slice(FILES_PREFIX.length) : '';
    if (!isStoredName(storedName)) throw new RestoreError(`unexpected entry ${JSON.stringify(name)}`);
    writes.push(writeEntry(entry, path.join(filesDir, storedName)));
  };

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      try {
        if (refusal) return entry.resume();
        accept(entry);
      } catch (error) {
        refusal = error instanceof RestoreError ? error : new RestoreError(String(error));
        entry.resume();
        parser.abort(refusal);
      }
    },
  });
  const source = fs.createReadStream(archivePath);
  const gunzip = zlib.createGunzip();
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) =>
      reject(refusal ?? new RestoreError(`the archive is damaged or not a gzip tar: ${error.message}`));
    source.once('error', (error) => reject(new RestoreError(`cannot read ${archivePath}: ${error.message}`, 1)));
    gunzip.once('error', fail);
    parser.once('error', fail);
    parser.once('end', resolve);
    source.pipe(gunzip).pipe(parser);
  });
  await Promise.all(writes);
  if (refusal) throw refusal;
  if (!seen.has(MANIFEST_ENTRY)) throw new RestoreError('the archive is empty');
  manifest ??= parseManifest();
  if (!seen.has(DATABASE_ENTRY)) throw new RestoreError(`the archive has no ${DATABASE_ENTRY}`);
  const fileCount = [...seen].filter((name) => name.startsWith(FILES_PREFIX)).length;
  if (fileCount !== manifest.files) {
    throw new RestoreError(
      `the archive holds ${fileCount} files where its manifest announced ${manifest.files}: it is incomplete`,
    );
  }
  return { manifest, databaseTarball, filesDir };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
