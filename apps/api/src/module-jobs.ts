import type { QueueJobs } from './jobs/queue';
import * as alerts from './modules/alerts/jobs';
import * as auth from './modules/auth/jobs';
import * as importExport from './modules/import-export/jobs';
import * as parentDigest from './modules/parent-digest/jobs';
import * as reports from './modules/reports/jobs';
import * as videos from './modules/videos/jobs';
import * as workstation from './modules/workstation/jobs';

/**
 * Every module's jobs, handed to the queue (jobs/queue.ts) by server.ts and by the tests that start one. A module's
 * jobs.ts declares its housekeeping queues (with what each needs) and its job types; a new job type adds its name
 * to JOB_TYPES in the contract and its module's handler here.
 */
export const moduleJobs: QueueJobs = {
  queues: [...auth.queues, ...reports.queues, ...parentDigest.queues, ...alerts.queues, ...workstation.queues],
  jobTypes: { ...importExport.jobTypes, ...reports.jobTypes, ...videos.jobTypes },
};
