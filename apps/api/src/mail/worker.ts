import { and, asc, eq, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { createTransport, deliverOutboxMessage, type MailTransport, type SmtpSettings } from './deliver';

export type MailDeliverySettings = SmtpSettings & {
  /** Retries after the first attempt, with exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** Tests pass their own; otherwise nodemailer on smtpUrl. */
  transport?: MailTransport;
};

export type SendMailJob = { outboxId: number };

/** Sends the outbox rows named by send-mail jobs; pg-boss retries a failed send. */
export async function startMailWorker(boss: PgBoss, queueName: string, db: Db, settings: MailDeliverySettings) {
  const transport = settings.transport ?? createTransport(settings);
  await boss.updateQueue(queueName, {
    name: queueName,
    retryLimit: settings.retryLimit ?? 5,
    retryDelay: settings.retryDelaySeconds ?? 30,
    retryBackoff: true,
  });
  await boss.work<SendMailJob>(
    queueName,
    { includeMetadata: true, pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      await deliverOutboxMessage(db, transport, settings.from, job.data.outboxId, job.retryCount >= job.retryLimit);
    },
  );
}

/** Queues the delivery of one outbox row; while one is waiting or running for that row, another is not added. */
export const enqueueMail = (boss: PgBoss, queueName: string, outboxId: number) =>
  boss.send(queueName, { outboxId }, { singletonKey: `outbox-${outboxId}` });

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
