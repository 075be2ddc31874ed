import { execFileSync } from 'node:child_process';

/**
 * Writes to `file` an mp4 of ffmpeg's test pattern with a 440 Hz tone (the API tests, the browser tests
 * and the media benchmark upload it); small and fast unless told otherwise.
 */
export function writeTestVideo(file: string, options: { seconds: number; size?: string; rate?: number; preset?: string }) {
  const { seconds, size = '320x240', rate = 15, preset = 'ultrafast' } = options;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-shortest',
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-c:a',
    'aac',
    file,
  ]);
}
