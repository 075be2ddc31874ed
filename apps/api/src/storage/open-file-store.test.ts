import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('refuses to start without credentials, naming AWS_ACCESS_KEY_ID', async () => {
    // Nothing for the SDK's chain to find either: no keys in the environment, no profile, no instance role.
    onTestFinished(() => void vi.unstubAllEnvs());
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_PROFILE', 'AWS_WEB_IDENTITY_TOKEN_FILE'])
      vi.stubEnv(name, undefined);
    vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', path.join(dataDir, 'no-credentials'));
    vi.stubEnv('AWS_CONFIG_FILE', path.join(dataDir, 'no-config'));
    vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true');
    const { AWS_ACCESS_KEY_ID: _key, AWS_SECRET_ACCESS_KEY: _secret, ...withoutKeys } = rawEnv();
    await expect(openFileStore(parseEnv(withoutKeys))).rejects.toThrow(
      /FILE_STORE: no credentials for the bucket "backoffice-test"; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses to start when nothing answers at the endpoint', async () => {
    const env = parseEnv({ ...rawEnv(), AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' });
    await expect(openFileStore(env)).rejects.toThrow(
      /FILE_STORE: the bucket "backoffice-test" at http:\/\/127.0.0.1:9 cannot be reached/,
    );
  });
});

describe('the server', () => {
  it('does not start on a missing bucket: it exits saying so, before it opens or locks anything in DATA_DIR', async () => {
    const emptyDataDir = path.join(dataDir, 'never-made');
    const started = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../server.ts')],
      {
        env: {
          ...process.env,
          ...rawEnv(),
          FILE_STORE: 's3://no-such-bucket',
          DATA_DIR: emptyDataDir,
          PORT: '0',
          DATABASE_URL: '',
        },
        timeout: 50_000,
      },
    );
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('FILE_STORE: the bucket "no-such-bucket" does not exist'),
    });
    await expect(fs.access(emptyDataDir)).rejects.toThrow();
  }, 60_000);
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
