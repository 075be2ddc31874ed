import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { outbox } from '../db/schema';
import { createMailer } from './mailer';
import { createMailStack } from './test-mail-stack';
import { setPasswordMail } from './templates';

const mail = createMailStack();
const t = useTestApp(mail.extension);
beforeEach(() => {
  mail.received.length = 0;
  mail.failNext(0);
});

const outboxRow = (id: number, until: (status: string) => boolean) =>
  vi.waitFor(
    async () => {
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
      if (!row || !until(row.status)) throw new Error(`outbox row ${id} never left pending`);
      return row;
    },
    { timeout: 15_000, interval: 100 },
  );

/** Outbox rows as a class e-mail writes them, in bulk, for `mailer.queue`. */
const bulkRows = async (count: number) => {
  const rows = await t.database.db
    .insert(outbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        to: `pupil${i}-${Date.now()}@example.com`,
        subject: 'Class news',
        html: '<p>News</p>',
        text: 'News',
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
};

describe('the mailer', () => {
  it('writes the message to the outbox, then the send-mail job delivers it over SMTP and marks it sent', async () => {
    const mailer = createMailer({ db: t.database.db, enqueue: null, appUrl: 'http://x' });
    expect(mailer.linkTo('/set-password?token=a')).toBe('http://x/set-password?token=a');
    const id = await mail.mailer.send(setPasswordMail('kid@example.com', 'Kid', 'http://localhost/set-password?token=t', 72));
    const received = await mail.waitForMail('kid@example.com');
    expect(received.subject).toBe('Set your password');
    expect(received.from).toBe('school@example.com');
    expect(received.body).toContain('Set password: http://localhost/set-password?token=t');
    const row = await outboxRow(id, (s) => s === 'sent');
    expect(row).toMatchObject({ to: 'kid@example.com', status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('retries a temporary failure through the job queue and records the attempts', async () => {
    mail.failNext(1);
    const id = await mail.mailer.send(setPasswordMail('retry@example.com', 'R', 'http://localhost/set-password?token=t', 72));
    await mail.waitForMail('retry@example.com');
    const row = await outboxRow(id, (s) => s === 'sent');
    expect(row.attempts).toBe(2);
  });

  it('marks the row failed with the SMTP error after the last retry', async () => {
    mail.failNext(10);
    const id = await mail.mailer.send(setPasswordMail('never@example.com', 'N', 'http://localhost/set-password?token=t', 72));
    const row = await outboxRow(id, (s) => s === 'failed');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain('Mailbox busy');
    expect(mail.received).toHaveLength(0);
  });

  it('sends a password link ahead of a class e-mail of thirty queued before it', async () => {
    const bulk = await bulkRows(30);
    await mail.mailer.queue(bulk);
    await mail.mailer.send(setPasswordMail('waiting@example.com', 'W', 'http://localhost/set-password?token=t', 72), {
      urgent: true,
    });
    await vi.waitFor(() => expect(mail.received).toHaveLength(31), { timeout: 30_000, interval: 100 });
    // At most the batch already being sent (5) and the one it joins go before it; without priority it came 31st.
    expect(mail.received.findIndex((m) => m.to.includes('waiting@example.com'))).toBeLessThan(10);
  });

  it('retries only the message of a batch that failed; the others are sent once', async () => {
    mail.failNext(1);
    const ids = await bulkRows(5);
    await mail.mailer.queue(ids);
    const rows = await Promise.all(ids.map((id) => outboxRow(id, (s) => s === 'sent')));
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 1, 1, 2]);
    expect(mail.received).toHaveLength(5);
  });

  it('keeps messages pending in the outbox and logs them when SMTP is not configured', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: t.database.db, enqueue: null, appUrl: 'http://x', log: (l) => lines.push(l) });
    const id = await mailer.send(setPasswordMail('kept@example.com', 'K', 'http://localhost/set-password?token=t', 72));
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, to: 'kept@example.com' });
    expect(row.html).toContain('set-password?token=t');
    expect(lines[0]).toContain('kept@example.com');
  });
});
