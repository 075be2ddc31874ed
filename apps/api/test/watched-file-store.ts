import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { openDiskFileStore, type FileStore } from '../src/storage/file-store';

/** How a disk fails a write: full (ENOSPC) or mounted read-only (EROFS). */
export type DiskFailure = 'ENOSPC' | 'EROFS';

/** The error Node gives for a failed system call, with its errno code (`fs` throws these). */
export function systemError(code: DiskFailure, syscall: string): NodeJS.ErrnoException {
  const messages = { ENOSPC: 'no space left on device', EROFS: 'read-only file system' };
  return Object.assign(new Error(`${code}: ${messages[code]}, ${syscall}`), { code, errno: -os.constants.errno[code], syscall });
}

export type WatchedFileStore = FileStore & {
  dir: string;
  /** Bytes that reached the store's files since it opened, or since `reset`. */
  bytesWritten: () => number;
  /** From now on the disk fails writes so (after the first chunk when full, as a disk filling up). */
  failWith(failure: DiskFailure): void;
  /** Writes work again, and the count of bytes written starts again from 0. */
  reset(): void;
  close(): Promise<void>;
};

/**
 * The disk store in a temp folder, counting the bytes written through it, which can be made to fail as a full
 * or read-only disk does: a full disk keeps the part already written (a partial file), a read-only one
 * refuses the file at once.
 */
export async function openWatchedFileStore(): Promise<WatchedFileStore> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'watched-files-'));
  const disk = openDiskFileStore(dir);
  let written = 0;
  let failure: DiskFailure | null = null;
  const createWriteStream = (name: string): Writable => {
    const mode = failure;
    if (mode === 'EROFS') {
      return new Writable({ write: (_chunk, _encoding, callback) => callback(systemError('EROFS', 'open')) });
    }
    const file = disk.createWriteStream(name);
    let chunks = 0;
    return new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        if (mode === 'ENOSPC' && chunks > 0) return callback(systemError('ENOSPC', 'write'));
        chunks += 1;
        written += chunk.length;
        file.write(chunk, callback);
      },
      final: (callback) => void file.end(callback),
      destroy: (error, callback) => {
        // The partial file stays on disk, closed, as a real full disk leaves it.
        file.end(() => callback(error));
      },
    });
  };
  return {
    ...disk,
    createWriteStream,
    dir,
    bytesWritten: () => written,
    failWith: (next) => {
      failure = next;
    },
    reset: () => {
      failure = null;
      written = 0;
    },
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
