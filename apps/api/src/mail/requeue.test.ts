import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { outbox } from '../db/schema';
import { JOBS } from '../jobs/queue';
import { createMailStack } from './test-mail-stack';
import { requeuePendingMail } from './worker';

const mail = createMailStack();
const t = useTestApp(mail.extension);

describe('requeuePendingMail', () => {
  it('sends a message left pending (written while SMTP was off) and leaves fresh ones to their own job', async () => {
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const [stale] = await t.database.db
      .insert(outbox)
      .values({
        to: 'late@example.com',
        subject: 'Kept',
        html: '<p>Kept</p>',
        text: 'Kept',
        createdAt: anHourAgo,
        updatedAt: anHourAgo,
      })
      .returning();
    await t.database.db.insert(outbox).values({ to: 'fresh@example.com', subject: 'New', html: '<p>New</p>', text: 'New' });

    expect(await requeuePendingMail(mail.queue, JOBS.sendMail, t.database.db)).toBe(1);
    const received = await mail.waitForMail('late@example.com');
    expect(received.subject).toBe('Kept');
    const statusOfStale = async () => (await t.database.db.select().from(outbox).where(eq(outbox.id, stale.id)))[0].status;
    await expect.poll(statusOfStale, { timeout: 10_000, interval: 100 }).toBe('sent');
    expect(mail.received.some((m) => m.to.includes('fresh@example.com'))).toBe(false);
  });
});
