import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { parseEnv, type Env } from '../src/env';

/** s3rver's one account: it refuses any other key pair (InvalidAccessKeyId, SignatureDoesNotMatch). */
export const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The environment of FILE_STORE=s3://<bucket>[/<prefix>] on this server, parsed as the server parses it. */
  envOf(prefix?: string, overrides?: Record<string, string>): Env;
  close(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, files in a temp folder) on a free port, silent, with one bucket.
 * The S3 store is tested against it, not against AWS.
 */
export async function startS3Server(bucket = 'backoffice-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    envOf: (prefix, overrides) =>
      parseEnv({
        FILE_STORE: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
        AWS_ENDPOINT_URL_S3: endpoint,
        ...S3RVER_KEYS,
        ...overrides,
      }),
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
