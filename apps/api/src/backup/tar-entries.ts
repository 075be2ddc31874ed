import { Header } from 'tar';

const BLOCK = 512;
/** A plain header is one block. */
export const TAR_HEADER_BYTES = BLOCK;

/** One regular file (or folder, of size 0) of a tar archive; its body must give exactly `size` bytes. */
export type TarEntry = {
  path: string;
  size: number;
  mtime: Date;
  type?: 'File' | 'Directory';
  body(): AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
};

/**
 * The bytes of a tar archive of `entries`, written as they are read: node-tar encodes each header, the
 * bodies stream through (tar's own packer reads from the disk only, and the files may come from another store).
 */
export async function* tarEntries(entries: Iterable<TarEntry> | AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const header = new Header({
      path: entry.path,
      mode: entry.type === 'Directory' ? 0o700 : 0o600,
      uid: 0,
      gid: 0,
      size: entry.size,
      mtime: entry.mtime,
      type: entry.type ?? 'File',
    });
    const block = Buffer.alloc(BLOCK);
    // true when the header needs a pax extension (a path over 100 characters): our names never do.
    if (header.encode(block, 0)) throw new Error(`${entry.path} does not fit a plain tar header`);
    yield block;
    let written = 0;
    for await (const chunk of entry.body()) {
      written += chunk.length;
      if (written > entry.size) break;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    if (written !== entry.size) throw new Error(`${entry.path} changed size while it was archived`);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding > 0) yield Buffer.alloc(padding);
  }
  // The end of an archive: two empty blocks.
  yield Buffer.alloc(2 * BLOCK);
}
