import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobMessage, JobMessageCode, JobRowError, JobType } from '@backoffice/contract';
import { jobMessage } from '@backoffice/contract';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/file-store';
import type { Mailer } from '../mail/mailer';
import { HEARTBEAT_MS, JobOwner, STALE_SECONDS, newOwnerId, type JobStopReason } from './job-owner';
import {
  claimJob,
  failAbandonedJobs,
  finishJob,
  releaseJob,
  reportProgress,
  type JobOutcome,
  type JobRow,
  type QueuedJob,
} from './jobs.service';
import { retryWhileAway } from '../db/while-away';
import { makeWorkDir, removeWorkDir, sweepWorkFolders } from './work-folders';

/**
 * `workRoot`: DATA_DIR/work, where each job gets a scratch folder of its own (jobs/work-folders.ts). `mailer`: the
 * app's one mailer, which hands each message to the send-mail queue at once when SMTP is configured.
 */
export type JobDeps = JobBase & { files: FileStore; workRoot: string };

/**
 * What every job is given, a job type's handler and a module queue's run alike: the database, the app's one mailer,
 * a way to queue another job, the clock, and the log.
 */
export type JobBase = {
  db: Db;
  mailer: Mailer;
  /** Sends a job to one of the queues (its payload checked against the queue's schema). */
  send: (name: string, data: object) => Promise<void>;
  clock: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * What a handler is given: its job row, the app's parts, a way to say how far it is, a signal aborted
 * when the job must stop (its owner stops, or it was failed under it), and its scratch folder, made on
 * first call and removed when the job ends, however it ends.
 */
export type JobContext = JobDeps & {
  job: JobRow;
  progress: (done: number, total: number | null) => Promise<void>;
  signal: AbortSignal;
  workDir: () => Promise<string>;
};

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
  /** Called once the job has failed (its handler threw, or a process that is gone left it in progress). */
  onFailed?: (deps: JobDeps, job: JobRow, error: JobMessage) => Promise<void>;
};
export type JobHandlers = Record<JobType, JobHandler>;

/** What a job type's pg-boss job carries: the id of its row in `jobs`. */
export const QUEUED_JOB: z.ZodType<QueuedJob> = z.object({ jobId: z.number().int().positive() });

/**
 * pg-boss never retries on its own: the job row decides. Its default (two retries after a 15-minute
 * expiry) is what re-ran a killed import silently.
 */
const QUEUE_OPTIONS = { name: '', retryLimit: 0 };

/** A job run outside a queue's owner (a test, the benchmark): claimed under this id, with no heartbeat. */
const DIRECT_OWNER = newOwnerId();

function failureOf(error: unknown, signal: AbortSignal, handler: JobHandler): JobOutcome {
  if (signal.aborted) return { status: 'failed', error: jobMessage('job.interrupted') };
  if (error instanceof JobFailure) return { status: 'failed', error: error.error, rowErrors: error.rowErrors };
  return { status: 'failed', error: jobMessage(handler.unexpected) };
}

/** How `runJob` left a job: ended (completed or failed), or given back to the queue by an owner that stops. */
type RunEnd = 'ended' | 'handed back';

/**
 * Claims the job (once) under its owner, runs its handler, removes its scratch folder, and records how
 * it ended. Claiming and recording are sent again while the database is away (a restart), as neither does
 * anything twice: a job whose work is done is not failed for a restart that came after it. A handler stopped because its owner stops (a graceful stop of the process) hands the job back,
 * pending, for the next process to run from the start; one stopped because it was taken ends failed with
 * `job.interrupted`.
 */
export async function runJob(deps: JobDeps, handler: JobHandler, jobId: number, owner?: JobOwner): Promise<RunEnd> {
  const job = await retryWhileAway(() => claimJob(deps.db, jobId, owner?.id ?? DIRECT_OWNER));
  if (!job) return 'ended';
  const progress = (done: number, total: number | null) => reportProgress(deps.db, job.id, done, total);
  const signal = owner?.track(job.id) ?? new AbortController().signal;
  let folder: Promise<string> | undefined;
  const workDir = () => (folder ??= makeWorkDir(deps.workRoot, job.id));
  let outcome: JobOutcome;
  try {
    outcome = await handler.run({ ...deps, job, progress, signal, workDir });
  } catch (error) {
    if (!(error instanceof JobFailure) && !signal.aborted) deps.log(`job ${job.type} ${job.id} failed`, error);
    outcome = failureOf(error, signal, handler);
  } finally {
    owner?.untrack(job.id);
    await folder?.then(removeWorkDir).catch((error: unknown) => deps.log(`job ${job.type} ${job.id}: work folder`, error));
  }
  if (owner && signal.aborted && signal.reason === ('stopping' satisfies JobStopReason)) {
    await retryWhileAway(() => releaseJob(deps.db, job.id, owner.id));
    return 'handed back';
  }
  await retryWhileAway(() => finishJob(deps.db, job.id, outcome));
  if (outcome.status === 'failed') await notifyFailed(deps, handler, job, outcome.error ?? jobMessage(handler.unexpected));
  return 'ended';
}

async function notifyFailed(deps: JobDeps, handler: JobHandler, job: JobRow, error: JobMessage): Promise<void> {
  await handler
    .onFailed?.(deps, job, error)
    .catch((failure: unknown) => deps.log(`job ${job.type} ${job.id}: onFailed`, failure));
}

/**
 * Fails the jobs whose owner is gone (heartbeat older than `staleSeconds`) and tells their handlers
 * (a video is marked failed), then removes the work folders no live owner runs. Never a live
 * process's jobs: starting a process interrupts nothing.
 */
export async function sweepDeadOwners(deps: JobDeps, handlers: JobHandlers, staleSeconds = STALE_SECONDS): Promise<void> {
  const abandoned = await failAbandonedJobs(deps.db, staleSeconds);
  if (abandoned.length > 0) {
    const ids = abandoned.map((job) => job.id).join(', ');
    deps.log(`jobs whose process is gone (no heartbeat for ${staleSeconds} s), now failed: ${ids}`);
  }
  for (const job of abandoned) {
    const handler = (handlers as Partial<JobHandlers>)[job.type];
    if (handler) await notifyFailed(deps, handler, job, jobMessage('job.interrupted'));
  }
  await sweepWorkFolders(deps, staleSeconds);
}

/**
 * Starts this process's job owner (heartbeat and sweep of dead owners, once now and every beat), then
 * one worker per registered type, each on its own pg-boss queue named after the type.
 */
export async function startJobWorkers(boss: PgBoss, deps: JobDeps, handlers: JobHandlers): Promise<JobOwner> {
  const owner = new JobOwner(deps.db, deps.log);
  await sweepDeadOwners(deps, handlers);
  owner.start(() => sweepDeadOwners(deps, handlers), HEARTBEAT_MS);
  // Half a second between polls: a person is waiting for the card to turn green.
  const options = { pollingIntervalSeconds: 0.5 };
  for (const [type, handler] of Object.entries(handlers)) {
    await boss.createQueue(type, { ...QUEUE_OPTIONS, name: type });
    await boss.updateQueue(type, { ...QUEUE_OPTIONS, name: type });
    await boss.work<unknown>(type, options, async (batch) => {
      for (const job of batch) {
        const queued = QUEUED_JOB.safeParse(job.data);
        if (!queued.success) {
          // No row to fail: logged, and this pg-boss job ends (completed) without running anything.
          deps.log(`job ${type}: bad payload, not run (pg-boss job ${job.id}): ${z.prettifyError(queued.error)}`);
          continue;
        }
        // Queued again before this process's queue stops: another process (or this one's next start) runs it.
        if ((await runJob(deps, handler, queued.data.jobId, owner)) === 'handed back') await boss.send(type, queued.data);
      }
    });
  }
  return owner;
}
