import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/client';
import { enqueueMail, requeuePendingMail, startMailWorker, type MailDeliverySettings } from '../mail/worker';
import { createMailer } from '../mail/mailer';
import type { FileStore } from '../storage/file-store';
import { loggableError } from '../lib/loggable-error';
import type { JobOwner } from './job-owner';
import { QUEUED_JOB, startJobWorkers, type JobBase, type JobHandlers } from './registry';
import { sweepOrphanFiles } from '../storage/orphan-sweep';
import type { Mailer } from '../mail/mailer';
import { keepCompletionsAcrossRestarts, workSettled } from './pg-boss-completions';

export type { Enqueue } from './jobs.service';

/**
 * The queue's own housekeeping queues (mail and stored files); a module's housekeeping is declared in its
 * jobs.ts and listed in module-jobs.ts. Jobs a person waits for (imports, exports, reports) are job types
 * with a row in `jobs` (jobs/registry.ts).
 */
export const JOBS = {
  sendMail: 'send-mail',
  requeueMail: 'requeue-mail',
  sweepFiles: 'sweep-files',
} as const;

/**
 * What a module's job may need beyond the database: `files` (the file store and DATA_DIR/work), `mailer` (the
 * app's mailer, given to startQueue). A queue started without one leaves the jobs that need it to another process.
 */
type NeedResources = { files: FileStore; workRoot: string };
export type JobNeed = 'files' | 'mailer';
type ResourcesOf<N extends JobNeed> = N extends 'files' ? NeedResources : unknown;

/** What every module job is given, whatever it needs: the same as a job type's handler (jobs/registry.ts). */
export type JobResources = JobBase;

/**
 * A module's housekeeping queue (a pg-boss queue name, which lives in the database: never renamed). Its worker
 * runs `run` once per job; with a `cron` line, a queue that schedules (server.ts) runs it at those times too.
 */
export type ModuleQueue<N extends JobNeed = JobNeed, P = unknown> = {
  name: string;
  needs: readonly N[];
  /** What a job of this queue carries: checked when sent through `send` and before `run`. */
  payload: z.ZodType<P>;
  cron?: string;
  /** Sent once when the schedule starts, so a slot missed while the app was down runs once. */
  sendAtStart?: boolean;
  pollingIntervalSeconds?: number;
  run(resources: JobResources & ResourcesOf<N>, data: P): Promise<void>;
};

/** A queue declared with its payload's type inferred from its schema, so `run` gets that type. */
export const moduleQueue = <N extends JobNeed, P>(queue: ModuleQueue<N, P>): ModuleQueue<N> => queue as ModuleQueue<N>;

/** The payload of a queue run only by its schedule (pg-boss sends none, or `{}` at start). */
export const NO_PAYLOAD = z.object({}).nullish();

/** A payload the queue's schema refuses, named with the queue and each field's issue. */
export class BadPayload extends Error {
  constructor(name: string, error: z.ZodError) {
    super(`job ${name}: bad payload: ${z.prettifyError(error).replace(/\n/g, '; ')}`);
  }
}

/** The payload checked against its queue's schema (a queue this process does not know is left unchecked). */
export function checkPayload(jobs: QueueJobs, name: string, data: unknown): void {
  const schema = name in jobs.jobTypes ? QUEUED_JOB : jobs.queues.find((queue) => queue.name === name)?.payload;
  const checked = schema?.safeParse(data);
  if (checked && !checked.success) throw new BadPayload(name, checked.error);
}

/** Every module's jobs (module-jobs.ts): its housekeeping queues, and the handler of each job type. */
export type QueueJobs = { queues: readonly ModuleQueue[]; jobTypes: JobHandlers };

/**
 * pg-boss, whose stop first stops this process's job owner: its heartbeat ends and its running jobs are
 * aborted (their children killed), before pg-boss waits for its workers; then, up to the stop's timeout, for
 * a job a worker was still fetching and for every completion to be written (pg-boss-completions.ts), so that
 * no job is left active once the process has closed its database.
 */
export class JobQueue extends PgBoss {
  owner: JobOwner | undefined;
  readonly #db: PgBoss.Db;

  constructor(options: PgBoss.ConstructorOptions & { db: PgBoss.Db }) {
    super(options);
    this.#db = options.db;
  }

  override async stop(options?: PgBoss.StopOptions): Promise<void> {
    const deadline = Date.now() + Math.max(options?.timeout ?? 30_000, 1000);
    await this.owner?.stop();
    await super.stop(options);
    await workSettled(this.#db, deadline);
  }
}

/** pg-boss's tables live in this schema of the app's database. */
export const QUEUE_SCHEMA = 'pgboss';

/** Job types need the file store and a folder for their work (DATA_DIR/work); without them another process runs them. */
type QueueOptions = {
  schedule: boolean;
  /** The modules' jobs (module-jobs.ts), or a test's own. */
  jobs: QueueJobs;
  mail?: MailDeliverySettings;
  /** Where links in e-mails written by jobs point (APP_URL). */
  appUrl?: string;
  /**
   * The app's mailer (server.ts builds one, whose enqueue goes to this queue), handed to every job; the jobs that
   * need `mailer` (the alert e-mails) run only where it was given. Without it the queue builds its own.
   */
  mailer?: Mailer;
} & ({ files?: undefined } | { files: FileStore; workRoot: string });

/**
 * pg-boss on the app's own database (PGlite or a server), in its own schema. A start that fails midway (the
 * database went away) stops what it had started, so the caller may simply try again.
 */
export async function startQueue(database: Database, options: QueueOptions): Promise<JobQueue> {
  keepCompletionsAcrossRestarts();
  const boss = new JobQueue({
    db: { executeSql: (text: string, values: unknown[]) => database.sql.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // PGlite is one connection: poll gently so jobs never crowd out requests.
    monitorStateIntervalSeconds: 60,
  });
  // pg-boss reports its loops' failures (maintenance, schedules, a worker's poll) here: logged, never thrown.
  boss.on('error', (error) => console.error('job queue error', loggableError(error)));
  try {
    await startWorkers(boss, database, options);
  } catch (error) {
    await boss.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
    throw error;
  }
  return boss;
}

async function startWorkers(boss: JobQueue, database: Database, options: QueueOptions): Promise<void> {
  await boss.start();
  const mailer =
    options.mailer ??
    createMailer({
      db: database.db,
      enqueue: options.mail ? (outboxId, priority) => enqueueMail(boss, JOBS.sendMail, outboxId, priority) : null,
      appUrl: options.appUrl ?? 'http://localhost:3000',
      log: (line) => console.info(line),
    });
  // One set of dependencies for every job: a job type's handler and a module queue's run alike.
  const base: JobBase = {
    db: database.db,
    mailer,
    send: async (name, data) => {
      checkPayload(options.jobs, name, data);
      await boss.send(name, data);
    },
    clock: () => new Date(),
    log: (message, error) => console.error(message, error === undefined ? '' : loggableError(error)),
  };
  for (const name of Object.values(JOBS)) await boss.createQueue(name);
  // Without SMTP_URL no worker sends mail: messages stay pending in the outbox.
  if (options.mail) {
    await startMailWorker(boss, JOBS.sendMail, database.db, options.mail);
    await boss.work(JOBS.requeueMail, async () => {
      await requeuePendingMail(boss, JOBS.sendMail, database.db);
    });
    if (options.schedule) await boss.schedule(JOBS.requeueMail, '*/10 * * * *');
  }
  // Job types need the file store; a queue started without one leaves them to another process.
  if (options.files) {
    const deps = { ...base, files: options.files, workRoot: options.workRoot };
    boss.owner = await startJobWorkers(boss, deps, options.jobs.jobTypes);
    // Stored files no row references (a crash between upload and database write), older than an hour.
    const files = options.files;
    await boss.work(JOBS.sweepFiles, async () => {
      await sweepOrphanFiles({ db: database.db, files, log: (message) => console.info(message) });
    });
    if (options.schedule) await boss.schedule(JOBS.sweepFiles, '41 * * * *');
  }
  await startModuleQueues(boss, base, options);
}

/**
 * Each module queue is created (a send from this process waits for one that runs it); its worker and schedule
 * start only where what it needs was given.
 */
async function startModuleQueues(boss: JobQueue, base: JobBase, options: QueueOptions): Promise<void> {
  const given: Partial<NeedResources> = options.files ? { files: options.files, workRoot: options.workRoot } : {};
  const isGiven = (need: JobNeed) => (need === 'files' ? given.files !== undefined : options.mailer !== undefined);
  for (const queue of options.jobs.queues) {
    await boss.createQueue(queue.name);
    if (!queue.needs.every(isGiven)) continue;
    // Every need was checked just above.
    const resources = { ...base, ...given } as JobResources & NeedResources;
    const workOptions =
      queue.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: queue.pollingIntervalSeconds };
    await boss.work<object>(queue.name, workOptions, async (batch) => {
      for (const job of batch) {
        const data = queue.payload.safeParse(job.data);
        if (!data.success) {
          // Failed (pg-boss keeps the error), logged, never run on what it does not expect.
          const error = new BadPayload(queue.name, data.error);
          console.error(`${error.message} (job ${job.id})`);
          throw error;
        }
        await queue.run(resources, data.data);
      }
    });
    if (options.schedule && queue.cron) {
      await boss.schedule(queue.name, queue.cron);
      if (queue.sendAtStart) await boss.send(queue.name, {});
    }
  }
}
