import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type SmtpSettings = { smtpUrl: string; from: string };
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
    headers?: Record<string, string>;
  }): Promise<unknown>;
};

/**
 * The SMTP connection, with timeouts in seconds (nodemailer's own are 2 and 10 minutes): a server that accepts
 * and then says nothing fails this attempt, for the queue to retry, instead of holding the one-at-a-time
 * send-mail worker and every message behind it.
 */
export const createTransport = (settings: SmtpSettings): MailTransport =>
  nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });

/**
 * Sends one outbox row and records the outcome on it. A failure is rethrown so the job queue retries;
 * on the last attempt the row is marked failed. A row already sent is not sent twice.
 */
export async function deliverOutboxMessage(
  db: Db,
  transport: MailTransport,
  from: string,
  outboxId: number,
  isLastAttempt: boolean,
): Promise<void> {
  const [message] = await db.select().from(outbox).where(eq(outbox.id, outboxId)).limit(1);
  if (!message || message.status === 'sent') return;
  try {
    const attachments = (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, 'base64'),
    }));
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments,
      headers: message.headers ?? undefined,
    });
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: lastError.slice(0, 2000),
        status: isLastAttempt ? 'failed' : 'pending',
      })
      .where(eq(outbox.id, outboxId));
    throw error;
  }
  const now = new Date();
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, status: 'sent', sentAt: now, lastError: null, updatedAt: now })
    .where(eq(outbox.id, outboxId));
}
