import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeApi } from '@backoffice/contract';
import { unsubscribedAddresses } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { isUnsubscribed, subscribedOnly } from '../parents/parent-addresses';
import { signUnsubscribeToken } from '../parents/unsubscribe-token';

/** Every line the app logs, as written. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = useTestApp(async () => ({ options: { logger: { level: 'info', stream } }, close: async () => undefined }));
beforeEach(() => {
  lines.length = 0;
});

const page = (token: string) => t.call(unsubscribeApi.page, { url: `/api/home/unsubscribe?token=${encodeURIComponent(token)}` });
const confirm = (token: string) =>
  t.call(unsubscribeApi.confirm, {
    url: '/api/home/unsubscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

describe('the unsubscribe link of a parent e-mail', () => {
  it('asks first (the page changes nothing), then unsubscribes without signing in; the token stays out of the logs', async () => {
    const token = await signUnsubscribeToken(t.database.db, 'Mum@Example.com');
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('Stop sending e-mails from the school about the student');
    expect(shown.body).toContain('to mum@example.com?');
    expect(shown.body).toContain('dir="rtl"');
    expect(shown.body).toContain('<form method="post" action="/api/home/unsubscribe">');
    expect(await isUnsubscribed(t.database.db, 'mum@example.com')).toBe(false);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toContain('mum@example.com will get no more e-mails');
    expect(await isUnsubscribed(t.database.db, 'MUM@example.com')).toBe(true);
    expect(await subscribedOnly(t.database.db, ['mum@example.com', 'dad@example.com', null])).toEqual(['dad@example.com']);

    const log = lines.join('');
    expect(log).toContain('/api/home/unsubscribe?token=[redacted]');
    expect(log).not.toContain(token.split('.')[1]);
  });

  it('answers 404 to a reused token, changing nothing', async () => {
    const token = await signUnsubscribeToken(t.database.db, 'mum@example.com');
    expect((await confirm(token)).status).toBe(200);
    const before = await t.database.db.select().from(unsubscribedAddresses);
    expect((await page(token)).status).toBe(404);
    expect((await confirm(token)).status).toBe(404);
    expect(await t.database.db.select().from(unsubscribedAddresses)).toEqual(before);
  });

  it('answers 404 to a forged or altered token, changing nothing', async () => {
    const real = await signUnsubscribeToken(t.database.db, 'mum@example.com');
    const [, signature] = real.split('.');
    const otherAddress = `${Buffer.from('dad@example.com').toString('base64url')}.${signature}`;
    const flipped = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [otherAddress, flipped, 'not-a-token', `${real}.extra`]) {
      expect((await page(forged)).status, forged).toBe(404);
      expect((await confirm(forged)).status, forged).toBe(404);
    }
    expect(await t.database.db.select().from(unsubscribedAddresses)).toEqual([]);
    // the real token still works after the forgeries
    expect((await confirm(real)).status).toBe(200);
  });
});
