import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { filesDirOf, openDiskFileStore, type FileStore } from './file-store';
import { openS3FileStore } from './s3-file-store';

type StoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'FILE_STORE'
  | 'AWS_ENDPOINT_URL_S3'
  | 'AWS_REGION'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
>;

/** The S3 client of FILE_STORE=s3://…: the SDK's variables, path-style addressing with an endpoint of one's own. */
function s3ClientOf(env: StoreEnv): S3Client {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  return new S3Client({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    // MinIO, Ceph RGW, SeaweedFS and s3rver answer at <endpoint>/<bucket>, not at a bucket's own host name.
    forcePathStyle: Boolean(env.AWS_ENDPOINT_URL_S3),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
  });
}

/** Why the bucket did not answer, naming the variable to fix. */
function bucketRefusal(env: StoreEnv, bucket: string, error: unknown): Error {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const where = env.AWS_ENDPOINT_URL_S3 ? `at ${env.AWS_ENDPOINT_URL_S3}` : `in AWS region ${env.AWS_REGION}`;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof Error && error.name === 'CredentialsProviderError')
    return new Error(
      `FILE_STORE: no credentials for the bucket "${bucket}"; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or give the process a profile or role the AWS SDK finds).`,
    );
  if (status === 404)
    return new Error(`FILE_STORE: the bucket "${bucket}" does not exist ${where}; create it or correct FILE_STORE.`);
  if (status === 401 || status === 403)
    return new Error(
      `FILE_STORE: the bucket "${bucket}" ${where} refused the credentials; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (${reason}).`,
    );
  return new Error(
    `FILE_STORE: the bucket "${bucket}" ${where} cannot be reached; check AWS_ENDPOINT_URL_S3 and AWS_REGION (${reason}).`,
  );
}

/**
 * The file store FILE_STORE names: DATA_DIR/files (or a file:// folder) on disk, or an S3-compatible bucket,
 * which must answer before the server starts (nothing is then written under DATA_DIR/files).
 */
export async function openFileStore(env: StoreEnv): Promise<{ files: FileStore; description: string }> {
  const location = env.FILE_STORE;
  if (location.kind === 'disk') {
    const folder = location.folder ? path.resolve(location.folder) : filesDirOf(env.DATA_DIR);
    return { files: openDiskFileStore(folder), description: `folder ${folder}` };
  }
  const files = openS3FileStore(s3ClientOf(env), location);
  await files.ping().catch((error: unknown) => {
    throw bucketRefusal(env, location.bucket, error);
  });
  const prefix = location.prefix ? `/${location.prefix}` : '';
  return {
    files,
    description: `bucket s3://${location.bucket}${prefix}${env.AWS_ENDPOINT_URL_S3 ? ` at ${env.AWS_ENDPOINT_URL_S3}` : ''}`,
  };
}
