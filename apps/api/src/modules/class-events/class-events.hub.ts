import { CLASS_EVENTS_HEARTBEAT_SECONDS, CLASS_EVENTS_RESYNC } from '@backoffice/contract';
import type { Database, Db } from '../../db/client';
import { outsideRequest } from '../../db/request-signal';
import { CLASS_EVENTS_CHANNEL, type ClassEventNotice } from '../audit-log/record-changes';
import { formatEvent, readMissedEvents, readNoticedEvents, type StreamedEvent } from './class-events.service';

/** An open stream: text goes to its client as it is; `end` closes its answer. */
export type EventSink = { send(text: string): void; end(): void };

export type ClassEventsHub = {
  /**
   * Adds a stream to its class's: the changes after `lastEventId` first (when given), then every change as it
   * commits. Resolves once nothing later can be missed; the function it resolves to takes the stream out.
   */
  open(classId: number, lastEventId: number | null, sink: EventSink): Promise<() => void>;
  /** Ends every stream (their clients reconnect elsewhere) and stops listening. */
  close(): Promise<void>;
};

type HubOptions = {
  db: Db;
  /** The database's LISTEN; without it streams carry replays and heartbeats only. */
  listen?: Database['listen'];
  log: { warn(message: string): void };
  /** A stream ends after this long, so its client reconnects and its token and class are checked again. */
  maxStreamMs?: number;
};

export const MAX_STREAM_MS = 15 * 60_000;
const HEARTBEAT = `: heartbeat\n\n`;
const RESYNC = `event: ${CLASS_EVENTS_RESYNC}\ndata: {}\n\n`;

type Stream = { sink: EventSink; classId: number; ends: NodeJS.Timeout; replaying: StreamedEvent[] | null };

const isNotice = (value: unknown): value is ClassEventNotice =>
  ['class_id', 'first_id', 'last_id'].every((key) => Number.isSafeInteger((value as Record<string, unknown> | null)?.[key]));

/**
 * The one listener of this process on CLASS_EVENTS_CHANNEL and the streams it feeds. A notice names a class
 * and the ids of one transaction's history rows: they are read in one query only when a stream of that class
 * is open, and written to each of its streams as text formatted once. Notices are handled one after the
 * other, so events leave in commit order. Listening starts with the first stream: a process nobody watches
 * holds no extra connection.
 */
export function createClassEventsHub({ db, listen, log, maxStreamMs = MAX_STREAM_MS }: HubOptions): ClassEventsHub {
  const streams = new Map<number, Set<Stream>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let handled: Promise<void> = Promise.resolve();
  let isClosed = false;

  const deliver = (stream: Stream, events: StreamedEvent[]) => {
    if (stream.replaying) stream.replaying.push(...events);
    else for (const event of events) stream.sink.send(formatEvent(event));
  };
  const everyStream = () => [...streams.values()].flatMap((set) => [...set]);

  async function onNotice(payload: string) {
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
    } catch {
      notice = null;
    }
    if (!isNotice(notice)) return log.warn(`class events: a notice that is not one: ${payload.slice(0, 200)}`);
    if (!streams.get(notice.class_id)?.size) return;
    try {
      const events = await readNoticedEvents(db, notice.class_id, notice.first_id, notice.last_id);
      for (const stream of streams.get(notice.class_id) ?? []) deliver(stream, events);
    } catch (error) {
      log.warn(`class events: reading class ${notice.class_id}'s changes failed: ${(error as Error).message}`);
      for (const stream of streams.get(notice.class_id) ?? []) stream.sink.send(RESYNC);
    }
  }

  async function startListening() {
    if (!heartbeat) {
      heartbeat = setInterval(() => everyStream().forEach((stream) => stream.sink.send(HEARTBEAT)), CLASS_EVENTS_HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
    }
    if (!listen) return null;
    return listen(CLASS_EVENTS_CHANNEL, {
      // Not as part of the request whose commit sent it: that one's end would cancel the read.
      onNotice: (payload) => {
        handled = outsideRequest(() => handled.then(() => onNotice(payload)).catch(() => undefined));
      },
      // Changes committed while the connection was down were not heard: every screen reloads.
      onRestart: () => everyStream().forEach((stream) => stream.sink.send(RESYNC)),
      onError: (message) => log.warn(`class events: ${message}`),
    });
  }

  function remove(stream: Stream) {
    clearTimeout(stream.ends);
    const set = streams.get(stream.classId);
    set?.delete(stream);
    if (set?.size === 0) streams.delete(stream.classId);
  }

  return {
    async open(classId, lastEventId, sink) {
      if (isClosed) {
        sink.end();
        return () => undefined;
      }
      // A failed start is tried again by the next stream; this one is answered 500.
      // Outside this stream's request: the listener and its connection serve every later stream.
      listening ??= outsideRequest(startListening).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      const stream: Stream = { sink, classId, replaying: [], ends: setTimeout(() => sink.end(), maxStreamMs) };
      stream.ends.unref();
      streams.set(classId, (streams.get(classId) ?? new Set()).add(stream));
      // Joined before the replay is read: a change committing meanwhile waits in `replaying`, sent once.
      try {
        const replayed = new Set<number>();
        if (lastEventId !== null) {
          const missed = await readMissedEvents(db, classId, lastEventId);
          for (const event of missed.events) {
            replayed.add(event.id);
            sink.send(formatEvent(event));
          }
          if (missed.isTruncated) sink.send(RESYNC);
        }
        for (const event of stream.replaying ?? []) if (!replayed.has(event.id)) sink.send(formatEvent(event));
        stream.replaying = null;
      } catch (error) {
        remove(stream);
        throw error;
      }
      return () => remove(stream);
    },
    async close() {
      isClosed = true;
      clearInterval(heartbeat);
      for (const stream of everyStream()) {
        remove(stream);
        stream.sink.end();
      }
      const unlisten = await listening?.catch(() => null);
      await handled;
      await unlisten?.().catch(() => undefined);
    },
  };
}
