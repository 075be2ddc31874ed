import { studentExportJob } from '../modules/import-export/student-export.service';
import { studentImportJob } from '../modules/import-export/student-import.service';
import { performanceReportJob } from '../modules/reports/report-job';
import { videoTranscodeJob } from '../modules/videos/video-transcode.job';
import type { JobHandlers } from './registry';

/**
 * The one list of job types and their handlers; a new kind of job (reports, video processing,
 * bulk mail) adds its type to JOB_TYPES in the contract and its handler here.
 */
export const jobHandlers: JobHandlers = {
  'student-import': studentImportJob,
  'student-export': studentExportJob,
  'performance-report': performanceReportJob,
  'video-transcode': videoTranscodeJob,
};
