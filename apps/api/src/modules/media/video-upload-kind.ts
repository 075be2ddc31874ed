import type { UploadKind } from '../../storage/uploads';
import { AppError } from '../../plugins/app-error';
import { hasFfmpeg, isVideoFile } from './ffmpeg';

export const ffmpegMissing = () =>
  new AppError(503, 'ffmpeg is not installed on the server, so secure videos cannot be processed.', {
    video: ['ffmpeg is not installed on the server, so secure videos cannot be processed.'],
  });

/**
 * A video for the one upload path: any video container by its first bytes (file-type: MP4/MOV, Matroska/WebM, AVI, MPEG…), then ffprobe must find a video stream
 * in the stored file. Without ffmpeg on the server, the upload is refused with 503 and says why.
 */
export const VIDEO_UPLOAD: UploadKind = {
  accept: (type) => (type?.mime.startsWith('video/') ? { extension: '.video', contentType: 'video/*' } : null),
  wrongType: 'The file must be a video.',
  verify: async (store, storedName) => {
    if (!(await hasFfmpeg())) throw ffmpegMissing();
    return store.withLocalCopy(storedName, isVideoFile);
  },
};
