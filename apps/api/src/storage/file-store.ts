import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live, under names the store makes up (never a client's).
 * Streams only, so a large sheet never sits in memory: a folder on disk here, an S3-compatible bucket in
 * s3-file-store.ts (chosen by FILE_STORE, open-file-store.ts). Every download streams through the API's
 * authorised routes; none is handed out as a presigned URL, since each is personal data the web app
 * fetches with the bearer token.
 */
/** A file as the store lists it. */
export type StoredFile = { name: string; size: number; modifiedAt: Date };

export type FileStore = {
  /** A fresh, unguessable name ending in `extension` (".xlsx"). */
  newName(extension: string): string;
  write(name: string, source: Readable): Promise<void>;
  /** A stream to write a new file into; the file exists once the stream has finished. */
  createWriteStream(name: string): Writable;
  read(name: string): Readable;
  exists(name: string): Promise<boolean>;
  size(name: string): Promise<number>;
  remove(name: string): Promise<void>;
  /**
   * Lends a path on this machine holding the file to `use` (a program such as ffprobe or ffmpeg reads it):
   * the disk store lends its own file; a remote store would copy it to a temporary file first.
   */
  withLocalCopy<T>(name: string, use: (localPath: string) => Promise<T>): Promise<T>;
  /** Every stored file with its size and last write: the sweep of unreferenced files, a backup's headers. */
  list(): Promise<StoredFile[]>;
  /** Resolves when the store can be written (the folder is writable, the bucket answers); the readiness probe asks it. */
  ping(): Promise<void>;
};

/** The names newName makes: 32 hex characters and an extension. */
const SAFE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/** A name the store could have made (newName); a restore takes no other from an archive. */
export const isStoredName = (name: string) => SAFE_NAME.test(name);

/** Names come from newName; anything else (a path, "..") is a bug or an attack. */
export function assertSafeName(name: string): string {
  if (!isStoredName(name)) throw new Error(`Invalid stored file name: ${name}`);
  return name;
}

/**
 * What `read` fails with when the store has no such file (lost, or removed meanwhile): a route that streams
 * it answers 404, before any byte is sent, instead of a 500.
 */
export class StoredFileMissing extends Error {
  readonly statusCode = 404;
  constructor(readonly storedName: string) {
    super('Not found');
  }
}

export const newStoredName = (extension: string) => `${randomBytes(16).toString('hex')}${extension.toLowerCase()}`;

/** The default store: a folder on disk, DATA_DIR/files. */
export function openDiskFileStore(root: string): FileStore {
  fs.mkdirSync(root, { recursive: true });
  const pathOf = (name: string) => path.join(root, assertSafeName(name));
  return {
    newName: newStoredName,
    write: (name, source) => pipeline(source, fs.createWriteStream(pathOf(name))),
    createWriteStream: (name) => fs.createWriteStream(pathOf(name)),
    read: (name) => {
      const out = new PassThrough();
      fs.promises.open(pathOf(name)).then(
        (handle) => void pipeline(handle.createReadStream(), out).catch(() => undefined),
        (error: NodeJS.ErrnoException) => out.destroy(error.code === 'ENOENT' ? new StoredFileMissing(name) : error),
      );
      return out;
    },
    exists: (name) =>
      fs.promises.access(pathOf(name)).then(
        () => true,
        () => false,
      ),
    size: async (name) => (await fs.promises.stat(pathOf(name))).size,
    remove: (name) => fs.promises.rm(pathOf(name), { force: true }),
    withLocalCopy: (name, use) => use(pathOf(name)),
    list: async () => {
      const entries = await fs.promises.readdir(root, { withFileTypes: true });
      const listed = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && isStoredName(entry.name))
          .map(async (entry) => {
            // Removed meanwhile (a failed upload cleaning up): simply not listed.
            const stat = await fs.promises.stat(pathOf(entry.name)).catch(() => null);
            return stat && { name: entry.name, size: stat.size, modifiedAt: stat.mtime };
          }),
      );
      return listed.filter((file): file is StoredFile => file !== null);
    },
    ping: () => fs.promises.access(root, fs.constants.W_OK),
  };
}

/** DATA_DIR/files, the default folder of the disk store. */
export const filesDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'files');
