/**
 * The media scenario: a 500 MB secure video upload (time, and the server's peak RSS, which must stay flat:
 * the file streams to disk) and the transcode of a 60-second test video to AES-128 HLS.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export function runMedia() {
  console.log(`Media on ${os.cpus().length} cores, Node ${process.version}`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'media.scenario.ts')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (const line of output
    .trim()
    .split('\n')
    .filter((text) => text.startsWith('{'))) {
    const result = JSON.parse(line) as Record<string, unknown>;
    if (result.step === 'upload') {
      const growth = Number(result.peakMb) - Number(result.baselineMb);
      console.log(
        `upload     ${result.mb} MB in ${(Number(result.ms) / 1000).toFixed(1)} s, HTTP ${result.status}, peak RSS ${result.peakMb} MB (idle ${result.baselineMb} MB, +${growth} MB)`,
      );
    } else {
      console.log(
        `transcode  ${result.seconds} s testsrc 1280x720 → HLS AES-128 in ${(Number(result.ms) / 1000).toFixed(1)} s (${result.segments} segments)`,
      );
    }
  }
}
