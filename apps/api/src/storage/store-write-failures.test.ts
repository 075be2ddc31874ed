import os from 'node:os';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { storeWriteFailure } from './store-write-failures';

const systemError = (code: string) => Object.assign(new Error(code), { code, errno: -os.constants.errno[code as 'ENOSPC'] });
const s3Error = (name: string, httpStatusCode: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode }, message: name });

describe('a write the file store refused', () => {
  it('is 507 when the disk, the quota or the bucket is full', () => {
    for (const error of [systemError('ENOSPC'), systemError('EDQUOT'), s3Error('XMinioStorageFull', 507)]) {
      expect(storeWriteFailure(error)?.statusCode).toBe(507);
    }
  });

  it('is 503 when the folder or the bucket takes no writes', () => {
    for (const error of [systemError('EROFS'), systemError('EACCES'), systemError('EPERM'), s3Error('AccessDenied', 403)]) {
      expect(storeWriteFailure(error)?.statusCode).toBe(503);
    }
  });

  it('is left as it is otherwise (a client gone, a bug)', () => {
    expect(storeWriteFailure(Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBeNull();
    expect(storeWriteFailure(new TypeError('x is undefined'))).toBeNull();
    expect(storeWriteFailure(undefined)).toBeNull();
  });
});
