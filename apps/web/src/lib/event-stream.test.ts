import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStreamParser, openEventStream, type StreamEvent } from './event-stream';
import { setUnauthorizedHandler } from './request-core';

const parseAll = (chunks: string[]) => {
  const events: StreamEvent[] = [];
  const parse = createEventStreamParser((event) => events.push(event));
  chunks.forEach(parse);
  return events;
};

describe('the text/event-stream parser', () => {
  it('reads named events with their id and data, across chunks that cut lines anywhere', () => {
    const text =
      'retry: 3000\n\nevent: attendance\nid: 41\ndata: {"value":1}\n\n: heartbeat\n\nevent: scores\nid: 42\ndata: {"value":7.5}\n\n';
    const expected = [
      { type: 'attendance', id: '41', data: '{"value":1}' },
      { type: 'scores', id: '42', data: '{"value":7.5}' },
    ];
    expect(parseAll([text])).toEqual(expected);
    // Every way of cutting it in two gives the same events.
    for (let cut = 1; cut < text.length; cut += 1) expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
  });

  it('joins data lines, takes CRLF and CR line ends, and drops an event without data', () => {
    expect(parseAll(['data: one\r\ndata:two\r\n\r\n', 'event: empty\r\rdata\n\n'])).toEqual([
      { type: 'message', id: null, data: 'one\ntwo' },
      { type: 'message', id: null, data: '' },
    ]);
  });
});

/** A response whose body is the given chunks, then its end. */
const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream({
      start: (controller) => (chunks.forEach((chunk) => controller.enqueue(new TextEncoder().encode(chunk))), controller.close()),
    }),
    {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    },
  );

describe('openEventStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('sends the bearer header, reconnects after the stream ends with Last-Event-ID, and stops on 401', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'secret-token');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(streamOf(['event: attendance\nid: 7\ndata: {}\n\n']))
      .mockResolvedValueOnce(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const events: StreamEvent[] = [];
    const opens: boolean[] = [];
    const done = openEventStream('/admin/classes/3/events', (event) => events.push(event), new AbortController().signal, {
      onOpen: (isReconnect) => opens.push(isReconnect),
    });
    await vi.runAllTimersAsync();
    await done;

    expect(events).toEqual([{ type: 'attendance', id: '7', data: '{}' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, first] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/classes/3/events');
    expect(first.headers).toMatchObject({ Authorization: 'Bearer secret-token', Accept: 'text/event-stream' });
    expect(first.headers).not.toHaveProperty('Last-Event-ID');
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({ 'Last-Event-ID': '7' });
    expect(opens).toEqual([false]);
  });

  it('ends the session on a 401 as every call does, and stops', async () => {
    localStorage.setItem('token', 'secret-token');
    const signInAgain = vi.fn();
    setUnauthorizedHandler(signInAgain);
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await openEventStream('/admin/classes/3/events', () => undefined, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    setUnauthorizedHandler(() => undefined);
  });

  it('on 429 says it is refused, asks again after the Retry-After, and reports the opening as a reconnect', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }))
      .mockResolvedValueOnce(streamOf(['event: attendance\nid: 9\ndata: {}\n\n']))
      .mockResolvedValueOnce(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const done = openEventStream('/admin/classes/3/events', () => seen.push('event'), new AbortController().signal, {
      onOpen: (isReconnect) => seen.push(`open ${isReconnect}`),
      onRefused: () => seen.push('refused'),
    });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    await done;
    expect(seen).toEqual(['refused', 'open true', 'event']);
  });

  it('stops at once when its signal aborts', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const done = openEventStream('/admin/classes/3/events', () => undefined, controller.signal);
    controller.abort();
    await expect(done).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
