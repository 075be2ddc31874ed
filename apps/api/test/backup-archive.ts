import zlib from 'node:zlib';
import { Parser } from 'tar';

/** The entries of a backup archive (a gzip tar), in order, with their bytes. */
export async function entriesOf(archive: Buffer): Promise<{ path: string; body: Buffer }[]> {
  const entries: { path: string; body: Buffer }[] = [];
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => entries.push({ path: entry.path, body: Buffer.concat(chunks) }));
    },
  });
  await new Promise<void>((resolve, reject) => {
    parser.once('error', reject).once('end', resolve);
    parser.end(zlib.gunzipSync(archive));
  });
  return entries;
}
