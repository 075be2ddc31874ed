import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { errorResponseSchema, responsesOf, type Endpoint, type ErrorResponse } from '@backoffice/contract';

/** What an endpoint answers on success, as a test reads it: its JSON, or a file's (a download's) text. */
export type BodyOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : string;

/**
 * An endpoint's answer in a test. `body` is its success answer and `error` its error envelope, each parsed
 * with the contract's schema for the status answered; reading the one the status did not give throws, naming
 * the status and the server's message, so a test never checks an error as if it were the success or back.
 */
export type Answer<E extends Endpoint> = {
  status: number;
  body: BodyOf<E>;
  error: ErrorResponse;
  /** Its headers (an ETag, a content type). */
  headers: LightMyRequestResponse['headers'];
  /** Its bytes as sent: a download compared with the file uploaded. */
  bytes: Buffer;
};

/** An object whose every read fails with `problem`: the half of an answer its status did not give. */
function unreadable(problem: string): never {
  return new Proxy(
    {},
    {
      get(_target, key) {
        // Not a read of the answer: a check whether it is a promise, or an inspector's symbol.
        if (key === 'then' || typeof key === 'symbol') return undefined;
        throw new Error(problem);
      },
      ownKeys() {
        throw new Error(problem);
      },
    },
  ) as never;
}

/** The JSON (or a file's text) of an injected answer; null when it has none. */
export function payloadOf(response: LightMyRequestResponse): unknown {
  const text = response.body;
  // A file (an .xlsx or .pdf download) is answered as its text; every other answer is JSON.
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return text ? (isJson ? JSON.parse(text) : text) : null;
}

/** Reads an injected answer of `definition` through the contract: its body or its error, by its status. */
export function answerOf<E extends Endpoint>(definition: E, response: LightMyRequestResponse): Answer<E> {
  const status = response.statusCode;
  const payload = payloadOf(response);
  const called = `${definition.method} ${response.raw.req.url ?? definition.path}`;
  if (status === (definition.status ?? 200)) {
    const body = definition.response === 'file' ? payload : z.parse(definition.response, payload);
    const error = unreadable(`${called} answered ${status}: it has no error`);
    return { status, body: body as BodyOf<E>, error, headers: response.headers, bytes: response.rawPayload };
  }
  const message = (payload as { message?: unknown } | null)?.message;
  const problem = `${called} answered ${status} (${String(message ?? 'no message')}), not its success`;
  const schema = status >= 400 ? (responsesOf(definition)[status] ?? errorResponseSchema) : undefined;
  const error = schema && payload !== null ? (z.parse(schema, payload) as ErrorResponse) : unreadable(problem);
  return { status, body: unreadable(problem), error, headers: response.headers, bytes: response.rawPayload };
}
