import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import type { Database } from '../db/client';
import { JOBS, startQueue } from '../jobs/queue';
import { moduleJobs } from '../module-jobs';
import type { TestAppExtension } from '../../test/test-app';
import { createMailer, type Mailer } from './mailer';
import { enqueueMail } from './worker';
import type { JobQueue } from '../jobs/queue';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  body: string;
  /** The header lines by lower-case name, unfolded (RFC 5322: a line break before a space or tab is removed). */
  headers: Record<string, string>;
};

/** Quoted-printable soft breaks and escapes undone, so a test can search the body for a password or link. */
const decodeBody = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const headersOf = (raw: string) => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n(?=[ \t])/g, '');
  return Object.fromEntries(
    head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
};

/**
 * A real SMTP server in this process, the job queue with its send-mail worker, and a mailer wired to both:
 * the whole path a message takes in production. Pass `extension` to useTestApp.
 */
export function createMailStack(options: { retryLimit?: number; failFirst?: number } = {}) {
  const received: ReceivedMail[] = [];
  let failuresLeft = options.failFirst ?? 0;
  let server: SMTPServer | undefined;
  let mailer: Mailer | undefined;
  let queue: JobQueue | undefined;

  const extension: TestAppExtension = async (database: Database) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            return callback(new Error('Mailbox busy, try again'));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            body: decodeBody(raw),
            headers: headersOf(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const boss = await startQueue(database, {
      jobs: moduleJobs,
      schedule: false,
      mail: {
        smtpUrl,
        from: 'School <school@example.com>',
        retryLimit: options.retryLimit ?? 2,
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
      },
    });
    queue = boss;
    mailer = createMailer({
      db: database.db,
      enqueue: (outboxId, priority) => enqueueMail(boss, JOBS.sendMail, outboxId, priority),
      appUrl: 'http://app.example.com',
    });
    return {
      options: { mailer },
      async close() {
        await boss.stop({ graceful: false, wait: true });
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      },
    };
  };

  return {
    extension,
    received,
    /** The mailer the app was built with. */
    get mailer(): Mailer {
      if (!mailer) throw new Error('the mail stack is not started');
      return mailer;
    },
    /** The job queue with the send-mail worker. */
    get queue(): JobQueue {
      if (!queue) throw new Error('the mail stack is not started');
      return queue;
    },
    /** Fails the next `count` deliveries with a temporary SMTP error. */
    failNext(count: number) {
      failuresLeft = count;
    },
    /** The first message to that address, waiting for the worker up to 15 s. */
    waitForMail(to: string): Promise<ReceivedMail> {
      return vi.waitFor(
        () => {
          const mail = received.find((m) => m.to.includes(to));
          if (!mail) throw new Error(`no mail reached ${to}`);
          return mail;
        },
        { timeout: 15_000, interval: 100 },
      );
    },
  };
}
