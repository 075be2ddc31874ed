import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeName, isStoredName, newStoredName, StoredFileMissing, type FileStore, type StoredFile } from './file-store';

/** A bucket and the folder in it that holds this app's files ('' for the bucket's root). */
export type S3Location = { bucket: string; prefix: string };

const isNotFound = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Uploads `source` as one object, in parts of 5 MB (lib-storage's smallest) when it is larger, so a
 * 2 GB video passes through at most a few parts' worth of memory.
 */
function upload(client: S3Client, bucket: string, key: string, source: Readable): Upload {
  return new Upload({ client, params: { Bucket: bucket, Key: key, Body: source }, queueSize: 2 });
}

/**
 * The files in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, SeaweedFS, R2), one object per file
 * under `prefix/`. Every transfer streams; a program that needs a path gets a temporary copy.
 */
export function openS3FileStore(client: S3Client, { bucket, prefix }: S3Location): FileStore {
  const folder = prefix ? `${prefix}/` : '';
  const keyOf = (name: string) => `${folder}${assertSafeName(name)}`;
  const head = (name: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));

  const read = (name: string): Readable => {
    const out = new PassThrough();
    const key = keyOf(name);
    client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).then(
      // pipeline passes an error on to `out` and closes the object's connection when `out` goes away.
      ({ Body }) => void pipeline(Body as Readable, out).catch(() => undefined),
      (error: unknown) => out.destroy(isNotFound(error) ? new StoredFileMissing(name) : (error as Error)),
    );
    return out;
  };

  const createWriteStream = (name: string): Writable => {
    const body = new PassThrough();
    const transfer = upload(client, bucket, keyOf(name), body);
    const done = transfer.done();
    const sink: Writable = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        if (body.write(chunk)) callback();
        else body.once('drain', () => callback());
      },
      // 'finish' only once the object is stored, as on disk once the file is closed.
      final: (callback) => {
        body.end();
        done.then(() => callback(), callback);
      },
      destroy: (error, callback) => {
        if (error) {
          body.destroy(error);
          void transfer.abort().catch(() => undefined);
        }
        callback(error);
      },
    });
    // A refused part ends the writer with its error rather than leaving it waiting for 'drain'.
    done.catch((error: unknown) => sink.destroy(error as Error));
    return sink;
  };

  return {
    newName: newStoredName,
    write: async (name, source) => {
      await upload(client, bucket, keyOf(name), source).done();
    },
    createWriteStream,
    read,
    exists: (name) =>
      head(name).then(
        () => true,
        (error: unknown) => {
          if (isNotFound(error)) return false;
          throw error;
        },
      ),
    size: async (name) => (await head(name)).ContentLength ?? 0,
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    withLocalCopy: async (name, use) => {
      // mkdtemp makes the folder 0700: a secure video's source is readable by this user only.
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'backoffice-s3-'));
      try {
        const localPath = path.join(dir, name);
        await pipeline(read(name), fs.createWriteStream(localPath, { mode: 0o600 }));
        return await use(localPath);
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
    list: async () => {
      const listed: StoredFile[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: folder })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length) ?? '';
          // Another app's objects, or a deeper folder, are not this store's.
          if (isStoredName(name)) listed.push({ name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
        }
      }
      return listed;
    },
    ping: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
