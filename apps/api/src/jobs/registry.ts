import type PgBoss from 'pg-boss';
import type { JobMessage, JobMessageCode, JobRowError, JobType } from '@backoffice/contract';
import { jobMessage } from '@backoffice/contract';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/file-store';
import {
  claimJob,
  failInterruptedJobs,
  finishJob,
  reportProgress,
  type JobOutcome,
  type JobRow,
  type QueuedJob,
} from './jobs.service';

export type JobDeps = { db: Db; files: FileStore; log: (message: string, error?: unknown) => void };

/** What a handler is given: its job row, the app's parts, and a way to say how far it is. */
export type JobContext = JobDeps & { job: JobRow; progress: (done: number, total: number | null) => Promise<void> };

/** A failure the handler can name: the job ends failed with this code (and row errors). */
export class JobFailure extends Error {
  constructor(
    readonly error: JobMessage,
    readonly rowErrors: JobRowError[] | null = null,
  ) {
    super(error.code);
  }
}

/**
 * The work of one job type. `run` answers the outcome or throws a JobFailure; any other error
 * fails the job with `unexpected` (and is logged), so a job always ends completed or failed.
 */
export type JobHandler = {
  run: (context: JobContext) => Promise<JobOutcome>;
  unexpected: JobMessageCode;
  /** Called once the job has failed (its handler threw, or a stopped process left it in progress). */
  onFailed?: (deps: JobDeps, job: JobRow, error: JobMessage) => Promise<void>;
};
export type JobHandlers = Record<JobType, JobHandler>;

/**
 * pg-boss never retries on its own: the job row decides. Its default (two retries after a 15-minute
 * expiry) is what re-ran a killed import silently.
 */
const QUEUE_OPTIONS = { name: '', retryLimit: 0 };

/** Claims the job (once), runs its handler, and records how it ended. */
export async function runJob(deps: JobDeps, handler: JobHandler, jobId: number): Promise<void> {
  const job = await claimJob(deps.db, jobId);
  if (!job) return;
  const progress = (done: number, total: number | null) => reportProgress(deps.db, job.id, done, total);
  let outcome: JobOutcome;
  try {
    outcome = await handler.run({ ...deps, job, progress });
  } catch (error) {
    if (!(error instanceof JobFailure)) deps.log(`job ${job.type} ${job.id} failed`, error);
    outcome =
      error instanceof JobFailure
        ? { status: 'failed', error: error.error, rowErrors: error.rowErrors }
        : { status: 'failed', error: jobMessage(handler.unexpected) };
  }
  await finishJob(deps.db, job.id, outcome);
  if (outcome.status === 'failed') await notifyFailed(deps, handler, job, outcome.error ?? jobMessage(handler.unexpected));
}

async function notifyFailed(deps: JobDeps, handler: JobHandler, job: JobRow, error: JobMessage): Promise<void> {
  await handler
    .onFailed?.(deps, job, error)
    .catch((failure: unknown) => deps.log(`job ${job.type} ${job.id}: onFailed`, failure));
}

/** Fails the jobs a dead process left in progress, and tells their handlers (a video is marked failed). */
export async function failInterrupted(deps: JobDeps, handlers: JobHandlers): Promise<void> {
  const interrupted = await failInterruptedJobs(deps.db);
  if (interrupted.length > 0) deps.log(`jobs interrupted by a stop, now failed: ${interrupted.map((job) => job.id).join(', ')}`);
  for (const job of interrupted) {
    const handler = (handlers as Partial<JobHandlers>)[job.type];
    if (handler) await notifyFailed(deps, handler, job, jobMessage('job.interrupted'));
  }
}

/**
 * Fails what a dead process left in progress, then starts one worker per registered type,
 * each on its own pg-boss queue named after the type.
 */
export async function startJobWorkers(boss: PgBoss, deps: JobDeps, handlers: JobHandlers): Promise<void> {
  await failInterrupted(deps, handlers);
  // Half a second between polls: a person is waiting for the card to turn green.
  const options = { pollingIntervalSeconds: 0.5 };
  for (const [type, handler] of Object.entries(handlers)) {
    await boss.createQueue(type, { ...QUEUE_OPTIONS, name: type });
    await boss.updateQueue(type, { ...QUEUE_OPTIONS, name: type });
    await boss.work<QueuedJob>(type, options, async (batch) => {
      for (const queued of batch) await runJob(deps, handler, queued.data.jobId);
    });
  }
}
