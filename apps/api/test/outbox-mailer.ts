import type { Db } from '../src/db/client';
import { createMailer, type Mailer } from '../src/mail/mailer';

/** The mailer of a job run outside a queue (runJob in a test): it writes into the outbox, with no SMTP. */
export const outboxMailer = (db: Db): Mailer => createMailer({ db, enqueue: null, appUrl: 'http://localhost' });
