import type { Db } from '../src/db/client';
import { createMailer, type Mailer } from '../src/mail/mailer';

/** The mailer of a job run outside a queue (runJob in a test): it writes into the outbox, with no SMTP. */
export const outboxMailer = (db: Db): Mailer => createMailer({ db, enqueue: null, appUrl: 'http://localhost' });

/**
 * What a job run outside a queue is given besides its database, files and log: the outbox mailer (or the one
 * given), a send that queues nothing, and the real clock.
 */
export const directRun = (db: Db, mailer: Mailer = outboxMailer(db)) => ({
  mailer,
  send: async () => undefined,
  clock: () => new Date(),
});
