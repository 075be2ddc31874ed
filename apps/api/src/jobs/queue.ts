import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { purgeExpiredAuth } from '../modules/auth/auth.service';
import { purgeOldRejections } from '../modules/student-auth/student-auth.service';
import { enqueueMail, requeuePendingMail, startMailWorker, type MailDeliverySettings } from '../mail/worker';
import { createMailer } from '../mail/mailer';
import { runParentDigest } from '../modules/parent-digest/digest-send';
import type { FileStore } from '../storage/file-store';
import { loggableError } from '../lib/loggable-error';
import { jobHandlers } from './job-types';
import type { JobOwner } from './job-owner';
import { startJobWorkers, type JobHandlers } from './registry';
import { runScheduledReports } from '../modules/reports/report-schedule';
import { sweepOrphanFiles } from '../storage/orphan-sweep';
import { purgeOldIdempotencyKeys } from '../modules/workstation/replayable-save';
import type { Mailer } from '../mail/mailer';
import { startAlertWorkers } from '../modules/alerts/alert-jobs';
import { keepCompletionsAcrossRestarts } from './pg-boss-completions';

export type { Enqueue } from './jobs.service';

/**
 * Housekeeping queues; each has one worker below. Jobs a person waits for (imports, exports,
 * later reports) are job types with a row in `jobs` (see job-types.ts).
 */
export const JOBS = {
  purgeAuth: 'purge-auth',
  sendMail: 'send-mail',
  requeueMail: 'requeue-mail',
  reportSchedule: 'report-schedule',
  parentDigest: 'parent-digest',
  sweepFiles: 'sweep-files',
  purgeIdempotencyKeys: 'purge-idempotency-keys',
} as const;

/**
 * pg-boss, whose stop first stops this process's job owner: its heartbeat ends and its running jobs are
 * aborted (their children killed), before pg-boss waits for its workers.
 */
export class JobQueue extends PgBoss {
  owner: JobOwner | undefined;

  override async stop(options?: PgBoss.StopOptions): Promise<void> {
    await this.owner?.stop();
    await super.stop(options);
  }
}

/** pg-boss's tables live in this schema of the app's database. */
export const QUEUE_SCHEMA = 'pgboss';

/** Job types need the file store and a folder for their work (DATA_DIR/work); without them another process runs them. */
type QueueOptions = {
  schedule: boolean;
  mail?: MailDeliverySettings;
  handlers?: JobHandlers;
  /** Where links in e-mails written by jobs point (APP_URL). */
  appUrl?: string;
  /** Sends the alert e-mails the alert jobs write. */
  alertMailer?: Mailer;
} & ({ files?: undefined } | { files: FileStore; workRoot: string });

/**
 * pg-boss on the app's own database (PGlite or a server), in its own schema. A start that fails midway (the
 * database went away) stops what it had started, so the caller may simply try again.
 */
export async function startQueue(database: Database, options: QueueOptions = { schedule: true }): Promise<JobQueue> {
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
  for (const name of Object.values(JOBS)) await boss.createQueue(name);
  await boss.work(JOBS.purgeAuth, async () => {
    await purgeExpiredAuth(database.db);
    await purgeOldRejections(database.db);
  });
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
    const log = (message: string, error?: unknown) => console.error(message, error === undefined ? '' : loggableError(error));
    const deps = { db: database.db, files: options.files, workRoot: options.workRoot, log };
    boss.owner = await startJobWorkers(boss, deps, options.handlers ?? jobHandlers);
    // Weekly reports of the settings: checked every 5 minutes and once now, so a slot missed while down runs once.
    await boss.work(JOBS.reportSchedule, async () => {
      await runScheduledReports(database.db, async (name, data) => {
        await boss.send(name, data);
      });
    });
    if (options.schedule) {
      await boss.schedule(JOBS.reportSchedule, '*/5 * * * *');
      await boss.send(JOBS.reportSchedule, {});
    }
    // The weekly e-mail to parents, checked like the reports; the slot's claim and its sent-log keep it to one send.
    const mailer = createMailer({
      db: database.db,
      enqueue: options.mail ? (outboxId, priority) => enqueueMail(boss, JOBS.sendMail, outboxId, priority) : null,
      appUrl: options.appUrl ?? 'http://localhost:3000',
      log: (line) => console.info(line),
    });
    await boss.work(JOBS.parentDigest, async () => {
      await runParentDigest(database.db, mailer);
    });
    if (options.schedule) await boss.schedule(JOBS.parentDigest, '*/5 * * * *');
    // Stored files no row references (a crash between upload and database write), older than an hour.
    const files = options.files;
    await boss.work(JOBS.sweepFiles, async () => {
      await sweepOrphanFiles({ db: database.db, files, log: (message) => console.info(message) });
    });
    if (options.schedule) await boss.schedule(JOBS.sweepFiles, '41 * * * *');
  }
  // Alerts need the mailer that writes their parents' e-mails; a queue started without one leaves them to another process.
  if (options.alertMailer) await startAlertWorkers(boss, { db: database.db, mailer: options.alertMailer }, options.schedule);
  if (options.schedule) await boss.schedule(JOBS.purgeAuth, '17 3 * * *');
  // The first answers of replayed SAVEs (Idempotency-Key), kept two days.
  await boss.work(JOBS.purgeIdempotencyKeys, async () => {
    await purgeOldIdempotencyKeys(database.db);
  });
  if (options.schedule) await boss.schedule(JOBS.purgeIdempotencyKeys, '23 3 * * *');
}
