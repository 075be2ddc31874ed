import type { UploadKind } from '../../storage/uploads';
import { AppError } from '../../plugins/app-error';
import { hasFfmpeg, isVideoFile } from './ffmpeg';

export const ffmpegMissing = () =>
  new AppError(503, 'ffmpeg is not installed on the server, so secure videos cannot be processed.', {
    video: ['ffmpeg is not installed on the server, so secure videos cannot be processed.'],
  });

/** The first bytes of the containers a recorded session comes in: MP4/MOV/M4V, Matroska/WebM, AVI, MPEG. */
function isVideoContainer(head: Buffer): boolean {
  const box = head.subarray(4, 8).toString('latin1');
  if (['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(box)) return true;
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return true;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'AVI ') return true;
  return head[0] === 0x47 || head.subarray(0, 4).equals(Buffer.from([0x00, 0x00, 0x01, 0xba]));
}

/**
 * A video for the one upload path: its container by its first bytes, then ffprobe must find a video stream
 * in the stored file. Without ffmpeg on the server, the upload is refused with 503 and says why.
 */
export const VIDEO_UPLOAD: UploadKind = {
  extension: '.video',
  contentType: 'video/*',
  headBytes: 12,
  matches: isVideoContainer,
  wrongType: 'The file must be a video.',
  verify: async (store, storedName) => {
    if (!(await hasFfmpeg())) throw ffmpegMissing();
    return store.withLocalCopy(storedName, isVideoFile);
  },
};
