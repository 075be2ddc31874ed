import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { parseEnv } from '../env';
import { openFileStore } from './open-file-store';

let server: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  server = await startS3Server();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-open-store-'));
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('FILE_STORE', () => {
  it('keeps the disk store in DATA_DIR/files when unset, or in the folder of a file:// URL', async () => {
    const unset = await openFileStore(parseEnv({ DATA_DIR: dataDir }));
    expect(unset.description).toBe(`folder ${path.join(dataDir, 'files')}`);
    const folder = path.join(dataDir, 'elsewhere');
    const named = await openFileStore(parseEnv({ DATA_DIR: dataDir, FILE_STORE: `file://${folder}` }));
    await named.files.write(named.files.newName('.pdf'), Readable.from([Buffer.from('%PDF-')]));
    expect(await fs.readdir(folder)).toHaveLength(1);
  });

  it('opens a bucket and a prefix on an S3-compatible server, path-style at its endpoint', async () => {
    const { files, description } = await openFileStore(server.envOf('school/files/'));
    expect(description).toBe(`bucket s3://${server.bucket}/school/files at ${server.endpoint}`);
    const name = files.newName('.pdf');
    await files.write(name, Readable.from([Buffer.from('%PDF-')]));
    expect(await files.exists(name)).toBe(true);
  });

  it.each(['s3://', 's3://Upper_Case', 's3://bucket/../up', 'https://bucket', 'file://'])(
    'refuses FILE_STORE=%s, naming it',
    (value) => {
      expect(() => parseEnv({ FILE_STORE: value })).toThrow(
        /FILE_STORE: expected s3:\/\/<bucket>|FILE_STORE: file:\/\/ needs a folder/,
      );
    },
  );

  it('refuses to start on a bucket that does not exist, naming FILE_STORE', async () => {
    await expect(openFileStore(parseEnv({ ...rawEnv(), FILE_STORE: 's3://no-such-bucket' }))).rejects.toThrow(
      `FILE_STORE: the bucket "no-such-bucket" does not exist at ${server.endpoint}`,
    );
  });

  // s3rver refuses an unknown access key (403 InvalidAccessKeyId) but does not check SigV4 signatures, so a
  // wrong secret is not tested here; S3 and MinIO answer it 403 SignatureDoesNotMatch, the same refusal.
  it('refuses to start when the server refuses the credentials, naming AWS_ACCESS_KEY_ID', async () => {
    const wrongKey = parseEnv({ ...rawEnv(), AWS_ACCESS_KEY_ID: 'NOT-A-KEY' });
    await expect(openFileStore(wrongKey)).rejects.toThrow(
      /FILE_STORE: the bucket "backoffice-test" at .* refused the credentials; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses to start when nothing answers at the endpoint', async () => {
    const env = parseEnv({ ...rawEnv(), AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' });
    await expect(openFileStore(env)).rejects.toThrow(
      /FILE_STORE: the bucket "backoffice-test" at http:\/\/127.0.0.1:9 cannot be reached/,
    );
  });
});

/** The variables of the test server's bucket, as they would be in the process's environment. */
function rawEnv(): Record<string, string> {
  return {
    FILE_STORE: `s3://${server.bucket}`,
    AWS_ENDPOINT_URL_S3: server.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}
