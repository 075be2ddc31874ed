import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classEventsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { hashToken } from '../../lib/tokens';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { staffOfClass } from '../../plugins/policy';
import { createClassEventsHub, STREAMS_RETRY_AFTER_SECONDS } from './class-events.hub';
import { formatEvent, readMissedEvents } from './class-events.service';
import { DEFAULT_CLASS_EVENTS_SETTINGS } from './class-events.settings';

/** How long a browser waits before it reconnects (the web's reader backs off on its own). */
const RETRY_MS = 3000;

const lastEventIdOf = (header: string | string[] | undefined): number | null => {
  const value = Number(typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? header : NaN);
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * A class's live changes as Server-Sent Events. The answer is a stream sent through reply.send: the in-flight
 * cap counts a request until its answer starts (onSend), so an open stream never holds a place, and it is
 * not compressed (a compressor would hold events back in its buffer). The app's one hub feeds every stream
 * of this process and ends them before the server closes. Past the open streams a user or the process may
 * have (settings.events), the answer is 429 with Retry-After, and the web polls the tab meanwhile.
 */
export const classEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, listen, settings }) => {
  const hub = createClassEventsHub({ db, listen, log: app.log, limits: settings.events ?? DEFAULT_CLASS_EVENTS_SETTINGS });
  app.addHook('preClose', () => hub.close());

  route(app, classEventsApi.stream, {
    config: staffOfClass,
    compress: false,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const classId = request.params.id;
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
      // A caller that asked for no stream (a script, a route walk) gets what it missed, and the answer ends.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        const missed = lastEventId === null ? [] : (await readMissedEvents(db, classId, lastEventId)).events;
        return reply.send(missed.map(formatEvent).join(''));
      }
      // The connection ends with the stream: a stream ended by a closing server must not leave it waiting
      // for an idle keep-alive connection (the client reconnects on a new one anyway).
      reply.header('connection', 'close');
      const body = new PassThrough();
      body.on('error', () => undefined);
      const isOpen = () => !body.destroyed && !body.writableEnded;
      // Something to send as soon as the answer starts, so the client knows it is connected.
      body.write(`retry: ${RETRY_MS}\n\n`);
      let isGone = false;
      reply.raw.once('close', () => {
        isGone = true;
        body.end();
      });
      const sink = { send: (text: string) => void (isOpen() && body.write(text)), end: () => void (isOpen() && body.end()) };
      const owner = { userId: currentUser(request).id, tokenHash: hashToken(request.token ?? '') };
      const leave = await hub.open({ ...owner, classId, lastEventId }, sink).catch((error: unknown) => {
        body.destroy();
        if (error instanceof AppError && error.statusCode === 429) reply.header('retry-after', String(STREAMS_RETRY_AFTER_SECONDS));
        throw error;
      });
      // The client may have gone while the replay was read.
      if (isGone) leave();
      else reply.raw.once('close', leave);
      return reply.send(body);
    },
  });
};
