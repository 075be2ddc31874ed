import http from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { centersApi, healthApi } from '@backoffice/contract';
import { useTestApp } from '../../test/test-app';
import { RETRY_SAFE_HEADER } from './load-shedding';

// One API request at a time: a second one waits for it, up to a fifth of a second.
const QUEUE_BUDGET_MS = 200;
const t = useTestApp(async () => ({ options: { maxInFlight: 1, queueBudgetMs: QUEUE_BUDGET_MS }, close: async () => undefined }));

/**
 * Takes the one slot and keeps it: a SAVE whose body has not arrived yet (a request is admitted before its
 * body is read). `release` sends the rest, and the SAVE is answered.
 */
function holdSlot(headers: Record<string, string>) {
  const body = new PassThrough();
  const answer = t.call(centersApi.create, {
    url: '/api/admin/centers',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });
  return {
    answer,
    release() {
      body.end(JSON.stringify({ name: 'Held center' }));
      return answer;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const listCenters = (headers: Record<string, string>) => t.call(centersApi.list, { url: '/api/admin/centers', headers });

describe('overload', () => {
  it('has a request past the requests in flight wait for a free slot, and serves it when one frees', async () => {
    const { headers } = await t.signIn('admin');
    const held = holdSlot(headers);
    await settle();
    const waiting = listCenters(headers);
    await new Promise((resolve) => setTimeout(resolve, QUEUE_BUDGET_MS / 2));
    expect((await held.release()).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });

  it('serves waiting requests first come, first served', async () => {
    const { headers } = await t.signIn('admin');
    const held = holdSlot(headers);
    await settle();
    const order: number[] = [];
    const waiting = [1, 2, 3].map(async (n) => {
      const response = await listCenters(headers);
      order.push(n);
      return response.status;
    });
    await settle();
    await held.release();
    expect(await Promise.all(waiting)).toEqual([200, 200, 200]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('answers 503 with Retry-After and the retry-safe header past the wait, in the caller language, and frees nothing', async () => {
    const { headers } = await t.signIn('admin');
    const held = holdSlot(headers);
    await settle();
    const started = Date.now();
    const busy = await listCenters({ ...headers, 'accept-language': 'ar' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(QUEUE_BUDGET_MS - 5);
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.headers[RETRY_SAFE_HEADER]).toBe('1');
    expect(busy.error).toEqual({ message: 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظات.', data: null, errors: null });

    // The refused SAVE was never read: the held one is the only center written.
    expect((await held.release()).status).toBe(200);
    const later = await listCenters(headers);
    expect(later.status).toBe(200);
    expect(later.body.data.map((center: { name: string }) => center.name)).toEqual(['Held center']);
  });

  it('drops a waiting request whose client goes, and hands the slot to the next', async () => {
    const { headers } = await t.signIn('admin');
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const statuses: number[] = [];
    const held = holdSlot(headers);
    await settle();
    // A client that leaves while it waits: its request is closed before the slot frees.
    const leaving = http.get({ host: address.hostname, port: address.port, path: '/api/admin/centers', headers });
    leaving.on('error', () => undefined);
    const next = fetch(`${address.origin}/api/admin/centers`, { headers }).then((r) => r.status);
    await settle();
    leaving.destroy();
    await settle();
    statuses.push((await held.release()).status, await next);
    expect(statuses).toEqual([200, 200]);
    // Nothing is left waiting or holding a slot.
    expect((await listCenters(headers)).status).toBe(200);
  });

  it('answers its health probes even when every slot is taken', async () => {
    const { headers } = await t.signIn('admin');
    const held = holdSlot(headers);
    await settle();
    const started = Date.now();
    expect((await t.call(healthApi.live, { url: '/api/health/live' })).status).toBe(200);
    expect((await t.call(healthApi.ready, { url: '/api/health/ready' })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(QUEUE_BUDGET_MS);
    await held.release();
  });
});
