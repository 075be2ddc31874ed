import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { Endpoint, FieldErrors } from '@backoffice/contract';

/** A class's live stream (the open workstation tab's): open and silent, unless a test answers it. */
const silentClassEvents = http.get(
  '*/api/admin/classes/:id/events',
  () => new HttpResponse(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
);

/** The API of the web tests: no handler, no answer (an unhandled request fails the test), but a silent stream. */
export const server = setupServer(silentClassEvents);

/** What an endpoint answers, as its contract types it. */
type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : never;
/** The request as a handler sees it: its path parameters, its JSON body, its query and headers. */
export type AnsweredRequest = { params: PathParams; body: unknown; query: URLSearchParams; headers: Headers };

const handlerOf = <E extends Endpoint>(definition: E, respond: (request: AnsweredRequest) => Promise<Response> | Response) =>
  http[definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
    `*/api${definition.path}`,
    async ({ request, params }) => {
      const body: unknown =
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined);
      return respond({ params, body, query: new URL(request.url).searchParams, headers: request.headers });
    },
  );

/**
 * The endpoint answers with `reply` (a body the contract types, or a function of the request giving one):
 * `server.use(answer(classesApi.toggleRankedStatus, { message: 'Class updated successfully', data }))`.
 */
export const answer = <E extends Endpoint>(
  definition: E,
  reply: AnswerOf<E> | ((request: AnsweredRequest) => AnswerOf<E> | Promise<AnswerOf<E>>),
) =>
  handlerOf(definition, async (request) =>
    HttpResponse.json(
      (typeof reply === 'function' ? await (reply as (r: AnsweredRequest) => unknown)(request) : reply) as DefaultBodyType,
    ),
  );

/** The endpoint refuses with the error envelope every 4xx carries. */
export const refuse = <E extends Endpoint>(definition: E, status: number, message: string, fields: FieldErrors | null = null) =>
  handlerOf(definition, () => HttpResponse.json({ message, data: fields, errors: fields }, { status }));
