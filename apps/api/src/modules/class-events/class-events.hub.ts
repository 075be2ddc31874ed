import { CLASS_EVENTS_HEARTBEAT_SECONDS, CLASS_EVENTS_RESYNC } from '@backoffice/contract';
import type { Database, Db } from '../../db/client';
import { outsideRequest } from '../../db/request-signal';
import { CLASS_EVENTS_CHANNEL, type ClassEventNotice } from '../audit-log/record-changes';
import { AppError } from '../../plugins/app-error';
import {
  findLiveStreams,
  formatEvent,
  readMissedEvents,
  readNoticedEvents,
  streamKeyOf,
  type StreamKey,
  type StreamedEvent,
} from './class-events.service';
import { DEFAULT_CLASS_EVENTS_SETTINGS, type ClassEventsSettings } from './class-events.settings';

/** An open stream: text goes to its client as it is; `end` closes its answer. */
export type EventSink = { send(text: string): void; end(): void };

/** Who opens a stream of which class, and the last event their client has. */
export type StreamRequest = StreamKey & { userId: number; lastEventId: number | null };

export type ClassEventsHub = {
  /**
   * Adds a stream to its class's: the changes after `lastEventId` first (when given), then every change as it
   * commits. Resolves once nothing later can be missed; the function it resolves to takes the stream out.
   * Refuses with 429 (tooManyStreams) when the user or the process has as many open as the limits allow.
   */
  open(request: StreamRequest, sink: EventSink): Promise<() => void>;
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
  limits?: ClassEventsSettings;
};

/** Seconds a refused client is told to wait before it asks for a stream again (it polls meanwhile). */
export const STREAMS_RETRY_AFTER_SECONDS = 60;

/** 429: the user's own streams (other tabs, other screens) or the process's are as many as allowed. */
export const tooManyStreams = (isUsersOwn: boolean) =>
  new AppError(
    429,
    isUsersOwn
      ? 'Too many live registers are open for you. Close some tabs, or try again in {seconds} seconds.'
      : 'Too many live registers are open on the server. Please try again in {seconds} seconds.',
    null,
    { seconds: STREAMS_RETRY_AFTER_SECONDS },
  );

export const MAX_STREAM_MS = 15 * 60_000;
const HEARTBEAT = `: heartbeat\n\n`;
const RESYNC = `event: ${CLASS_EVENTS_RESYNC}\ndata: {}\n\n`;

type Stream = {
  sink: EventSink;
  key: StreamKey;
  userId: number;
  ends: NodeJS.Timeout;
  replaying: StreamedEvent[] | null;
  isRemoved: boolean;
};

const isNotice = (value: unknown): value is ClassEventNotice =>
  ['class_id', 'first_id', 'last_id'].every((key) => Number.isSafeInteger((value as Record<string, unknown> | null)?.[key]));

/**
 * The one listener of this process on CLASS_EVENTS_CHANNEL and the streams it feeds. A notice names a class
 * and the ids of one transaction's history rows: they are read in one query only when a stream of that class
 * is open, and written to each of its streams as text formatted once. Notices are handled one after the
 * other, so events leave in commit order. Listening starts with the first stream: a process nobody watches
 * holds no extra connection.
 * Streams are counted per user and in all (in this process: each process has its own limits), and every
 * `recheckMs` one query checks every open stream's token and class again: a stream whose token was signed out,
 * ended everywhere or expired, or whose user lost the class, ends (its client's next request is refused).
 */
export function createClassEventsHub({
  db,
  listen,
  log,
  maxStreamMs = MAX_STREAM_MS,
  limits = DEFAULT_CLASS_EVENTS_SETTINGS,
}: HubOptions): ClassEventsHub {
  const streams = new Map<number, Set<Stream>>();
  const openOfUser = new Map<number, number>();
  let openCount = 0;
  let recheckTimer: NodeJS.Timeout | undefined;
  let isRechecking = false;
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

  async function recheck() {
    const open = everyStream();
    if (isRechecking || open.length === 0) return;
    isRechecking = true;
    try {
      const keys = new Map(open.map((stream) => [streamKeyOf(stream.key), stream.key]));
      const live = await findLiveStreams(db, [...keys.values()]);
      for (const stream of open) if (!live.has(streamKeyOf(stream.key))) end(stream);
    } catch (error) {
      // The next tick tries again; meanwhile the streams stay (a database that is down sends nothing anyway).
      log.warn(`class events: checking the open streams' sessions failed: ${(error as Error).message}`);
    } finally {
      isRechecking = false;
    }
  }

  async function startListening() {
    if (!heartbeat) {
      heartbeat = setInterval(() => everyStream().forEach((stream) => stream.sink.send(HEARTBEAT)), CLASS_EVENTS_HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
      recheckTimer = setInterval(() => void recheck(), limits.recheckMs);
      recheckTimer.unref();
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

  /** Counts a new stream in before anything is awaited, so no two requests take the last place. */
  function add({ userId, tokenHash, classId }: StreamRequest, sink: EventSink): Stream {
    const ofUser = openOfUser.get(userId) ?? 0;
    if (ofUser >= limits.maxPerUser) throw tooManyStreams(true);
    if (openCount >= limits.max) throw tooManyStreams(false);
    openOfUser.set(userId, ofUser + 1);
    openCount += 1;
    const ends = setTimeout(() => sink.end(), maxStreamMs);
    ends.unref();
    const stream: Stream = { sink, key: { tokenHash, classId }, userId, replaying: [], ends, isRemoved: false };
    streams.set(classId, (streams.get(classId) ?? new Set()).add(stream));
    return stream;
  }

  function remove(stream: Stream) {
    if (stream.isRemoved) return;
    stream.isRemoved = true;
    clearTimeout(stream.ends);
    const set = streams.get(stream.key.classId);
    set?.delete(stream);
    if (set?.size === 0) streams.delete(stream.key.classId);
    const ofUser = (openOfUser.get(stream.userId) ?? 1) - 1;
    if (ofUser > 0) openOfUser.set(stream.userId, ofUser);
    else openOfUser.delete(stream.userId);
    openCount -= 1;
  }

  function end(stream: Stream) {
    remove(stream);
    stream.sink.end();
  }

  return {
    async open(request, sink) {
      if (isClosed) {
        sink.end();
        return () => undefined;
      }
      const stream = add(request, sink);
      const { classId, lastEventId } = request;
      // Joined before the replay is read: a change committing meanwhile waits in `replaying`, sent once.
      try {
        // A failed start is tried again by the next stream; this one is answered 500.
        // Outside this stream's request: the listener and its connection serve every later stream.
        listening ??= outsideRequest(startListening).catch((error: unknown) => {
          listening = null;
          throw error;
        });
        await listening;
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
      clearInterval(recheckTimer);
      everyStream().forEach(end);
      const unlisten = await listening?.catch(() => null);
      await handled;
      await unlisten?.().catch(() => undefined);
    },
  };
}
