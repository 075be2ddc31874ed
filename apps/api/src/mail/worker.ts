import { and, asc, eq, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MailPriority } from './mailer';
import { createTransport, deliverOutboxMessage, type MailTransport, type SmtpSettings } from './deliver';

export type MailDeliverySettings = SmtpSettings & {
  /** Retries after the first attempt, with exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** Messages sent at once, each on its own SMTP connection (default 5). */
  batchSize?: number;
  /** Tests pass their own; otherwise nodemailer on smtpUrl. */
  transport?: MailTransport;
};

export type SendMailJob = { outboxId: number };

/**
 * Sends the outbox rows named by send-mail jobs, a batch at a time; pg-boss retries a failed send. pg-boss's
 * worker waits its polling interval after every fetch, so one job per fetch would cap a class e-mail to 500
 * students at one message every 2 s (17 minutes, a password link waiting behind it): a full batch asks for the
 * next one at once, and urgent messages are fetched first (`enqueueMail`).
 */
export async function startMailWorker(boss: PgBoss, queueName: string, db: Db, settings: MailDeliverySettings) {
  const transport = settings.transport ?? createTransport(settings);
  const batchSize = settings.batchSize ?? 5;
  // Known once `work` returns, before its first batch is handled.
  const worker: { id?: string } = {};
  await boss.updateQueue(queueName, {
    name: queueName,
    retryLimit: settings.retryLimit ?? 5,
    retryDelay: settings.retryDelaySeconds ?? 30,
    retryBackoff: true,
  });
  worker.id = await boss.work<SendMailJob>(
    queueName,
    { includeMetadata: true, batchSize, pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      const outcomes = await Promise.allSettled(
        jobs.map((job) =>
          deliverOutboxMessage(db, transport, settings.from, job.data.outboxId, job.retryCount >= job.retryLimit),
        ),
      );
      // A failed send fails its own job, for pg-boss to retry it; the batch's others are completed after this returns.
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.status !== 'rejected') continue;
        const message = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        await boss.fail(queueName, jobs[index].id, { message });
      }
      if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
    },
  );
}

/** Queues the delivery of one outbox row; urgent ones are fetched before any other waiting. */
export const enqueueMail = (boss: PgBoss, queueName: string, outboxId: number, priority: MailPriority = {}) =>
  boss.send(queueName, { outboxId }, { singletonKey: `outbox-${outboxId}`, priority: priority.urgent ? 10 : 0 });

/**
 * Queues again every message still pending after `olderThanMinutes`: kept while SMTP was not configured,
 * or lost between writing the outbox row and queueing its job. Run on a schedule.
 */
export async function requeuePendingMail(boss: PgBoss, queueName: string, db: Db, olderThanMinutes = 10): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMinutes * 60_000);
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lt(outbox.updatedAt, cutoff)))
    .orderBy(asc(outbox.createdAt))
    .limit(500);
  for (const row of rows) await enqueueMail(boss, queueName, row.id);
  return rows.length;
}
