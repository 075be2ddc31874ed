import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { openDiskFileStore, StoredFileMissing, type FileStore } from './file-store';
import { openFileStore } from './open-file-store';

const MB = 2 ** 20;

/** `size` bytes of a repeatable pattern, made as they are read (never held whole), and their SHA-256. */
function generated(size: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), sent % 251);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

const sha256Of = async (source: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Two stores that must not see each other's files (two folders, two prefixes of one bucket). */
type Stores = { files: FileStore; neighbour: FileStore; close(): Promise<void> };

async function diskStores(): Promise<Stores> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-store-'));
  return {
    files: openDiskFileStore(path.join(dir, 'a')),
    neighbour: openDiskFileStore(path.join(dir, 'b')),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

async function s3Stores(): Promise<Stores> {
  const server: TestS3Server = await startS3Server();
  return {
    files: (await openFileStore(server.envOf('site-a/files'))).files,
    neighbour: (await openFileStore(server.envOf('site-b'))).files,
    close: () => server.close(),
  };
}

describe.each([
  ['disk', diskStores, true],
  ['S3 (s3rver)', s3Stores, false],
])('the %s file store', (_kind, open, lendsOwnFile) => {
  let stores: Stores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores?.close());

  it('writes, reads, sizes and removes a file under a generated name', async () => {
    const { files } = stores;
    const name = files.newName('.PDF');
    expect(name).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(await files.exists(name)).toBe(false);
    await files.write(name, Readable.from([Buffer.from('%PDF-1.4 hello')]));
    expect(await files.exists(name)).toBe(true);
    expect(await files.size(name)).toBe(14);
    expect(await text(files.read(name))).toBe('%PDF-1.4 hello');
    await files.remove(name);
    expect(await files.exists(name)).toBe(false);
    // Removing what is gone is not an error (a failed upload cleans up twice).
    await files.remove(name);
    // Reading it fails as missing, which a route answers with 404.
    await expect(text(files.read(name))).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('holds a file written through createWriteStream once the stream has finished', async () => {
    const { files } = stores;
    const name = files.newName('.xlsx');
    await pipeline(Readable.from([Buffer.from('PK'), Buffer.from('rest')]), files.createWriteStream(name));
    expect(await text(files.read(name))).toBe('PKrest');
    const empty = files.newName('.txt');
    await pipeline(Readable.from([]), files.createWriteStream(empty));
    expect(await files.size(empty)).toBe(0);
  });

  it('streams a 12 MB upload through in parts and reads it back byte for byte', async () => {
    const { files } = stores;
    const written = files.newName('.video');
    const source = generated(12 * MB);
    await files.write(written, source.stream);
    expect(await files.size(written)).toBe(12 * MB);
    expect(await sha256Of(files.read(written))).toBe(source.digest());

    const piped = files.newName('.video');
    const second = generated(12 * MB + 17);
    await pipeline(second.stream, files.createWriteStream(piped));
    expect(await files.size(piped)).toBe(12 * MB + 17);
    expect(await sha256Of(files.read(piped))).toBe(second.digest());
  });

  it('lends a local copy of a file and cleans it up after', async () => {
    const { files } = stores;
    const name = files.newName('.pdf');
    await files.write(name, Readable.from([Buffer.from('local bytes')]));
    const lent = await files.withLocalCopy(name, async (localPath) => {
      expect(await fs.readFile(localPath, 'utf8')).toBe('local bytes');
      return localPath;
    });
    expect(path.basename(lent)).toBe(name);
    // The disk store lent its own file, which stays; a remote store's copy is gone.
    const isLentStillThere = await fs.access(lent).then(
      () => true,
      () => false,
    );
    expect(isLentStillThere).toBe(lendsOwnFile);
    expect(await files.exists(name)).toBe(true);
  });

  it('lists its own files with their size and last write, not its neighbour’s', async () => {
    const { files, neighbour } = stores;
    const before = Date.now() - 5_000;
    const mine = files.newName('.m3u8');
    const theirs = neighbour.newName('.m3u8');
    await files.write(mine, Readable.from([Buffer.from('#EXTM3U')]));
    await neighbour.write(theirs, Readable.from([Buffer.from('#EXTM3U')]));
    const listed = await files.list();
    const entry = listed.find((file) => file.name === mine);
    expect(entry?.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(entry?.size).toBe(7);
    expect(listed.some((file) => file.name === theirs)).toBe(false);
    expect(await neighbour.exists(mine)).toBe(false);
    expect((await neighbour.list()).map((file) => file.name)).toContain(theirs);
  });

  it('refuses a name it did not make', async () => {
    const { files } = stores;
    expect(() => files.read('../secret.pdf')).toThrow(/Invalid stored file name/);
    expect(() => files.exists('a/b.pdf')).toThrow(/Invalid stored file name/);
  });

  it('answers ping while it can be written', async () => {
    await expect(stores.files.ping()).resolves.toBeUndefined();
  });
});
