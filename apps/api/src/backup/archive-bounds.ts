import { Transform } from 'node:stream';
import { RestoreError } from './restore-error';
import { TAR_HEADER_BYTES } from './tar-entries';

const formatBytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * The bytes a restore may unpack: at most `maxBytes` (RESTORE_MAX_BYTES) in all, and, once the manifest
 * has said how many its entries hold, no more than that. Each entry is counted from its header, before a
 * byte of it is written, so an archive that would unpack too much is refused at the entry that says so;
 * the gunzipped stream is counted too, so nothing unpacks past the limit whatever the headers claim.
 */
export class ArchiveBounds {
  private declared = 0;
  private unpacked = 0;
  /** The bytes the manifest (or version 2's contents.json) announced for the entries that follow it. */
  private manifestBytes: number | null = null;
  private declaredSinceManifest = 0;

  constructor(private readonly maxBytes: number) {}

  /** The manifest's own count of the bytes the entries after it hold (headers included). */
  expect(bytes: number) {
    this.manifestBytes = bytes;
    this.declaredSinceManifest = 0;
  }

  /**
   * An entry of `size` bytes is about to be written: refused when the archive would unpack too much.
   * `announced` false: a manifest itself (small, and checked as such), outside what the previous one announced.
   */
  admit(size: number, announced = true) {
    // Every entry costs its header block too: a million empty entries are not free.
    this.declared += TAR_HEADER_BYTES + size;
    if (announced) this.declaredSinceManifest += TAR_HEADER_BYTES + size;
    this.check();
  }

  /** Counts the gunzipped bytes as they stream, and stops the stream past the limit. */
  counter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.unpacked += chunk.length;
        if (this.unpacked > this.maxBytes) return done(this.tooLarge(this.unpacked));
        done(null, chunk);
      },
    });
  }

  private check() {
    if (this.declared > this.maxBytes) throw this.tooLarge(this.declared);
    if (this.manifestBytes !== null && this.declaredSinceManifest > this.manifestBytes) {
      throw new RestoreError(
        `the archive unpacks to more than its manifest says (${formatBytes(this.manifestBytes)}): it is damaged or not a backup of this app`,
      );
    }
  }

  private tooLarge(bytes: number) {
    return new RestoreError(
      `the archive unpacks to more than RESTORE_MAX_BYTES (${formatBytes(this.maxBytes)}; at least ${formatBytes(bytes)}): raise it if this backup is genuine`,
    );
  }
}
