import { AppError } from '../plugins/app-error';

/** A disk (or a user's quota) with no room left. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** A folder that takes no writes: mounted read-only, or not this process's to write. */
const REFUSING_CODES = new Set(['EROFS', 'EACCES', 'EPERM']);
/** A bucket that takes no writes from these credentials. */
const REFUSING_S3_ERRORS = new Set(['AccessDenied', 'AllAccessDisabled', 'InvalidAccessKeyId', 'SignatureDoesNotMatch']);

type StoreError = { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };

/**
 * The answer to a write the file store refused, or null for any other failure: 507 when it is full (ENOSPC,
 * EDQUOT, or a bucket answering 507 as MinIO does), 503 when it takes no writes (read-only, permissions, a
 * bucket's AccessDenied). Either is the operator's to fix, so the message says to tell the administrator.
 */
export function storeWriteFailure(error: unknown): AppError | null {
  const { code = '', name = '', $metadata } = (error ?? {}) as StoreError;
  if (FULL_CODES.has(code) || $metadata?.httpStatusCode === 507) {
    return new AppError(507, 'There is no space left to store the file. Please tell your administrator.');
  }
  if (REFUSING_CODES.has(code) || REFUSING_S3_ERRORS.has(name)) {
    return new AppError(503, 'Files cannot be stored at the moment. Please try again later or tell your administrator.');
  }
  return null;
}
