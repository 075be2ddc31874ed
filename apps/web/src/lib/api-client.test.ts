import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { centersApi } from '@backoffice/contract';
import { server } from '@/test/server';
import { ApiError, call, RETRY_SAFE_HEADER } from './api-client';

const pagination = { total: 1, count: 1, per_page: 30, current_page: 1, total_pages: 1 };
const busy = { message: 'The server is busy. Please try again in a moment.', data: null, errors: null };
/** A 503 telling the client to come back at once (Retry-After: 0), so the tests do not wait. */
const refused = (headers: Record<string, string> = {}) =>
  HttpResponse.json(busy, { status: 503, headers: { 'Retry-After': '0', ...headers } });

/** Answers the calls to `path` in turn with `answers` (the last one again once they run out), counting them. */
function serveInTurn(method: 'get' | 'post', answers: (() => Response)[]) {
  const calls: unknown[] = [];
  server.use(
    http[method]('*/api/admin/centers', async ({ request }) => {
      calls.push(method === 'post' ? await request.json() : null);
      return answers[Math.min(calls.length, answers.length) - 1]();
    }),
  );
  return calls;
}

describe('a busy server (503)', () => {
  it('has a list asked again after Retry-After, and the second answer is the result', async () => {
    const calls = serveInTurn('get', [
      refused,
      () => HttpResponse.json({ message: '', data: [{ id: 1, name: 'North' }], meta: { pagination } }),
    ]);
    const answer = await call(centersApi.list);
    expect(answer.data).toEqual([{ id: 1, name: 'North' }]);
    expect(calls).toHaveLength(2);
  });

  it('gives up on a list after three tries with the server message', async () => {
    const calls = serveInTurn('get', [refused]);
    const error = await call(centersApi.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe(busy.message);
    expect(calls).toHaveLength(3);
  });

  it('sends a SAVE again, once, when the server says it did not read it', async () => {
    const calls = serveInTurn('post', [
      () => refused({ [RETRY_SAFE_HEADER]: '1' }),
      () => HttpResponse.json({ message: 'Center created successfully', data: { id: 7, name: 'North' } }),
    ]);
    const answer = await call(centersApi.create, { body: { name: 'North' } });
    expect(answer.data).toEqual({ id: 7, name: 'North' });
    expect(calls).toEqual([{ name: 'North' }, { name: 'North' }]);
  });

  it('sends a SAVE only once more even when every answer says it is safe', async () => {
    const calls = serveInTurn('post', [() => refused({ [RETRY_SAFE_HEADER]: '1' })]);
    await expect(call(centersApi.create, { body: { name: 'North' } })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('never sends a SAVE again without the server saying it is safe: it may have been done', async () => {
    const calls = serveInTurn('post', [refused, () => HttpResponse.json({ message: '', data: { id: 7, name: 'North' } })]);
    await expect(call(centersApi.create, { body: { name: 'North' } })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('stops waiting to try again when the call is cancelled', async () => {
    const calls = serveInTurn('get', [() => HttpResponse.json(busy, { status: 503, headers: { 'Retry-After': '30' } })]);
    const leaving = new AbortController();
    const answer = call(centersApi.list, { signal: leaving.signal });
    await expect.poll(() => calls.length).toBe(1);
    leaving.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('is cancelled, not an answer outside its schema, when cancelled while the body comes', async () => {
    // As a browser does: the headers and the start of the body came, and cancelling errors the rest of it.
    const fetching = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const body = new ReadableStream({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode('{"message":"","da'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    const leaving = new AbortController();
    const answer = call(centersApi.list, { signal: leaving.signal });
    await expect.poll(() => fetching.mock.calls.length).toBe(1);
    leaving.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    fetching.mockRestore();
  });
});
