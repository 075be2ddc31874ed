import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeTestVideo } from '../../../test/test-video';
import { simplePdf } from '../../lib/simple-pdf';

export type FormFile = { field: string; name: string; content: Buffer };

/** A multipart/form-data body; a field given a list is sent once per value (`classesId[]`). */
export function formData(fields: Record<string, string | string[]>, files: FormFile[] = []) {
  const boundary = `----media${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let testVideo: Buffer | undefined;
/** A 2-second test pattern video with a tone, made once by ffmpeg. */
export function makeTestVideo(): Buffer {
  if (testVideo) return testVideo;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-')), 'clip.mp4');
  writeTestVideo(file, { seconds: 2 });
  testVideo = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return testVideo;
}

/** A small valid PDF of `pages` pages. */
export const makeTestPdf = (pages = 1): Promise<Buffer> => simplePdf('Test', pages);
