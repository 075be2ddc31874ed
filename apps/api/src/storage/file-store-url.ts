/** FILE_STORE, read: a folder on disk (undefined: DATA_DIR/files) or a bucket and a prefix in it. */
export type FileStoreLocation = { kind: 'disk'; folder: string | undefined } | { kind: 's3'; bucket: string; prefix: string };

// S3's bucket naming rules (lower case, digits, dots, hyphens; 3 to 63), and a prefix of plain path segments.
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([\w.!*'()-]+(?:\/[\w.!*'()-]+)*)?\/?)?$/;

/** The location FILE_STORE names, or the message saying why it names none. */
export function parseFileStoreUrl(value: string | undefined): FileStoreLocation | string {
  if (value === undefined) return { kind: 'disk', folder: undefined };
  if (value.startsWith('file://')) {
    const folder = value.slice('file://'.length);
    return folder ? { kind: 'disk', folder } : 'file:// needs a folder (file:///srv/backoffice/files)';
  }
  const s3 = S3_URL.exec(value);
  if (s3 && !s3[2]?.split('/').some((segment) => segment === '.' || segment === '..'))
    return { kind: 's3', bucket: s3[1], prefix: s3[2] ?? '' };
  return 'expected s3://<bucket>[/<prefix>] or file://<folder>';
}
