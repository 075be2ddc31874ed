import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeTestVideo } from '../../../test/test-video';
import { simplePdf } from '../../lib/simple-pdf';

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
