import { backoffMs, endSessionIfRefused, signedInHeaders, waitFor } from './request-core';

/** One Server-Sent Event: its name ('message' when unnamed), its id (null when it has none) and its data. */
export type StreamEvent = { type: string; id: string | null; data: string };

/**
 * The text/event-stream format, fed chunk by chunk as they arrive (a line or an event may span chunks):
 * `event:`, `data:` (several join with newlines), `id:`; comment lines (`:`) and `retry:` are skipped; a blank
 * line ends an event, and one without data is dropped, as the HTML standard says.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let id: string | null = null;
  const onLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onEvent({ type: type || 'message', id, data: data.join('\n') });
      type = '';
      data = [];
      id = null;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    lines.forEach(onLine);
  };
}

/** The wait before reconnecting after `failures` failures in a row: 1 s doubling to 30 s, with jitter. */
const reconnectDelayMs = (failures: number) => backoffMs(failures, 1000, 30_000);

/** Answers that will not change by asking again: the stream stops (a 401 ends the session as every call's does). */
const FINAL_STATUSES = new Set([401, 403, 404]);

/** The wait a 429's Retry-After asks for (seconds), within 5 s and 10 min; a minute when it says none. */
export const refusedDelayMs = (retryAfter: string | null) => {
  const seconds = Number(retryAfter);
  return (retryAfter && Number.isFinite(seconds) ? Math.min(600, Math.max(5, seconds)) : 60) * 1000;
};

/** The wait before asking again, cut short by an abort (after which the loop ends). */
const pause = (ms: number, signal: AbortSignal) => waitFor(ms, signal).catch(() => undefined);

type StreamOptions = {
  /** Each time the stream is open: `isReconnect` after a break or a refusal, when what was missed may need reloading. */
  onOpen?: (isReconnect: boolean) => void;
  /** The server has too many streams open (429): the caller keeps up another way until the next onOpen. */
  onRefused?: () => void;
};

/**
 * Reads an API stream of Server-Sent Events with fetch, so it carries the bearer header (EventSource cannot,
 * and the token never goes into a URL). It reconnects when the stream ends or breaks, with backoff and the
 * last event's id as Last-Event-ID, until `signal` aborts or the server answers 401 (which ends the session), 403 or 404. Refused with 429
 * (the user or the server has as many streams as allowed), it says so through `onRefused` and asks again after
 * the answer's Retry-After.
 */
export async function openEventStream(
  path: string,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
  { onOpen, onRefused }: StreamOptions = {},
) {
  let lastEventId: string | null = null;
  let failures = 0;
  let hasOpened = false;
  while (!signal.aborted) {
    const { headers: signedIn, token } = signedInHeaders();
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...signedIn };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(`/api/${path.replace(/^\/?(api\/)?/, '')}`, { headers, signal, cache: 'no-store' });
      if (FINAL_STATUSES.has(response.status)) {
        endSessionIfRefused(response.status, token);
        return;
      }
      if (response.status === 429) {
        // What changes while refused may be more than a replay holds: the opening after counts as a reconnect.
        hasOpened = true;
        onRefused?.();
        await pause(refusedDelayMs(response.headers.get('Retry-After')), signal);
        continue;
      }
      if (response.ok && response.body) {
        onOpen?.(hasOpened);
        hasOpened = true;
        failures = 0;
        const parse = createEventStreamParser((event) => {
          if (event.id !== null) lastEventId = event.id;
          onEvent(event);
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) parse(read.value);
      }
    } catch {
      // A broken connection or an abort: the loop decides.
    }
    if (signal.aborted) return;
    failures += 1;
    await pause(reconnectDelayMs(failures), signal);
  }
}
