import { spawnInGroup } from '../../lib/child-processes';

export type RunResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a program to its end, keeping the last few KB of its output (ffmpeg's log is long). It dies with
 * this process, and is killed when `signal` aborts (its job was stopped or taken away).
 */
export function run(
  command: string,
  args: string[],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawnInGroup(command, args, { signal: options.signal });
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-64_000)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8_000)));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: String(error.message) });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

let available: Promise<boolean> | undefined;
/** Whether ffmpeg and ffprobe can be run here (asked once per process). */
export function hasFfmpeg(): Promise<boolean> {
  available ??= Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then((results) =>
    results.every((result) => result.code === 0),
  );
  return available;
}

/** The length in seconds ffprobe reads from a file with a video stream; null for anything else. */
export async function probeVideoSeconds(filePath: string): Promise<number | null> {
  const result = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', filePath],
    { timeoutMs: 60_000 },
  );
  if (result.code !== 0) return null;
  try {
    const probe = JSON.parse(result.stdout) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
    const hasVideo = (probe.streams ?? []).some((stream) => stream.codec_type === 'video');
    const seconds = Number(probe.format?.duration);
    return hasVideo && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

/** True when ffprobe reads a video stream with a duration from the file: the upload is a video by its bytes. */
export const isVideoFile = async (filePath: string): Promise<boolean> => (await probeVideoSeconds(filePath)) !== null;

/**
 * Packages the input as VOD HLS with AES-128: `index.m3u8`, `seg00000.ts`… in outDir; the playlist names
 * its key "key" (served behind a grant). Answers ffmpeg's last error lines on failure.
 */
export async function transcodeToHls(
  input: string,
  outDir: string,
  keyInfoFile: string,
  signal?: AbortSignal,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-hls_key_info_file',
    keyInfoFile,
    '-hls_segment_filename',
    `${outDir}/seg%05d.ts`,
    `${outDir}/index.m3u8`,
  ];
  const result = await run('ffmpeg', args, { signal });
  if (result.code === 0) return { ok: true };
  const lines = result.stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300);
  return { ok: false, reason: lines || `ffmpeg exited with ${result.code}` };
}
