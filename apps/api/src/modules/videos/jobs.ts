import { videoTranscodeJob } from './video-transcode.job';

export const jobTypes = { 'video-transcode': videoTranscodeJob };
