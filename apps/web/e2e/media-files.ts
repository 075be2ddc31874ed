import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simplePdf } from '../../api/src/lib/simple-pdf';
import { writeTestVideo } from '../../api/test/test-video';

/** Media files the browser tests upload: made here by ffmpeg and by hand, never checked in. */
export const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));

/** A few seconds of ffmpeg's test pattern with a tone. */
export function makeVideo(seconds: number): string {
  const file = path.join(workDir, `clip-${seconds}.mp4`);
  if (!fs.existsSync(file)) {
    writeTestVideo(file, { seconds });
  }
  return file;
}

/** A PDF of `pages` pages, each naming itself. */
export async function makePdf(name: string, pages: number): Promise<string> {
  const file = path.join(workDir, `${name}.pdf`);
  fs.writeFileSync(file, await simplePdf(name, pages));
  return file;
}
