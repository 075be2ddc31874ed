import http from 'node:http';

/** One event as a text/event-stream carries it (`data` parsed as JSON). */
export type ReceivedEvent = { type: string; id: string | null; data: unknown };

/**
 * Reads a Server-Sent Events stream over real HTTP (inject cannot stream): the events in order, a wait for
 * the next one that matches, and whether the server ended it.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  // node:http, not fetch: after an abort undici opens a spare connection that keeps a closing server waiting.
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  const events: ReceivedEvent[] = [];
  const waiting = new Set<() => void>();
  let isEnded = false;
  const reading = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response.setEncoding('utf8') as AsyncIterable<string>) {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .filter((line) => line.startsWith(`${name}: `))
              .map((line) => line.slice(name.length + 2))
              .join('\n');
          if (!field('data')) continue;
          events.push({ type: field('event') || 'message', id: field('id') || null, data: JSON.parse(field('data')) });
          waiting.forEach((wake) => wake());
        }
      }
    } catch {
      // destroyed by close()
    }
    isEnded = true;
    waiting.forEach((wake) => wake());
  })();

  /** The first event (from the start of the stream) that matches, within `timeoutMs`. */
  const next = (matches: (event: ReceivedEvent) => boolean, timeoutMs = 5000) =>
    new Promise<ReceivedEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(matches);
        if (found || isEnded) {
          waiting.delete(check);
          clearTimeout(timer);
          if (found) resolve(found);
          else reject(new Error('the stream ended without the event'));
        }
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });

  return {
    response,
    events,
    next,
    /** Resolves when the server has ended the stream. */
    ended: reading,
    close: async () => {
      request.destroy();
      await reading;
    },
  };
}
