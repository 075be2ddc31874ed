import { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { fileVersions } from '../db/schema';
import type { FileStore } from '../storage/file-store';

/** A demo PDF of a class written to the file store and recorded as a file version; answers its id. */
export async function storeDemoPdf(
  db: Db,
  files: FileStore,
  bytes: Buffer,
  file: Pick<typeof fileVersions.$inferInsert, 'classId' | 'originalName' | 'purpose' | 'uploadedBy'>,
): Promise<number> {
  const storedName = files.newName('.pdf');
  await files.write(storedName, Readable.from([bytes]));
  const [row] = await db
    .insert(fileVersions)
    .values({ ...file, storedName, contentType: 'application/pdf', sizeBytes: bytes.length })
    .returning({ id: fileVersions.id });
  return row.id;
}
