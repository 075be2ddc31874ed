import { pluralForm } from '@backoffice/contract';
import type { Db } from '../db/client';
import { outbox, type MailAttachment, type MailHeaders } from '../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra header lines, kept in the outbox row and sent with the message (List-Unsubscribe of a parent e-mail). */
  headers?: MailHeaders;
};

/**
 * How soon a message must go: `urgent` for one a person is waiting for at a screen (a password link, a sign-up
 * notice), sent ahead of bulk mail (a class e-mail, the weekly digest) already waiting in the queue.
 */
export type MailPriority = { urgent?: boolean };

/** Enqueues the delivery of one outbox row; the job queue's `send` fits. */
export type MailEnqueue = (outboxId: number, priority?: MailPriority) => Promise<unknown>;

export type Mailer = {
  /** Writes the message to the outbox, then hands it to the send-mail job when SMTP is configured. */
  send(message: MailMessage, priority?: MailPriority): Promise<number>;
  /** Hands rows already in the outbox (written in bulk with INSERT … SELECT) to the send-mail job. */
  queue(outboxIds: number[]): Promise<void>;
  /** An absolute link into the web app, for links in messages. */
  linkTo(pathAndQuery: string): string;
};

export type MailerOptions = {
  db: Db;
  /** Null when SMTP_URL is unset: messages then stay pending in the outbox and are logged. */
  enqueue: MailEnqueue | null;
  appUrl: string;
  log?: (line: string) => void;
};

export function createMailer({ db, enqueue, appUrl, log = () => undefined }: MailerOptions): Mailer {
  return {
    async send(message, priority) {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      if (enqueue) {
        await enqueue(row.id, priority);
      } else {
        log(`mail ${row.id} to ${message.to} ("${message.subject}") kept in the outbox: SMTP_URL is not set`);
      }
      return row.id;
    },
    async queue(outboxIds) {
      if (!enqueue) {
        if (outboxIds.length > 0)
          log(
            `${outboxIds.length} ${pluralForm('en', outboxIds.length, { one: 'mail', other: 'mails' })} kept in the outbox: SMTP_URL is not set`,
          );
        return;
      }
      for (const id of outboxIds) await enqueue(id);
    },
    linkTo: (pathAndQuery) => new URL(pathAndQuery, appUrl).toString(),
  };
}
