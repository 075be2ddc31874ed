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

export const createTransport = (settings: SmtpSettings): MailTransport => nodemailer.createTransport(settings.smtpUrl);

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
