import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
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
