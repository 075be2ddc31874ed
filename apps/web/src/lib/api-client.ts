import { z } from 'zod';
import { pathOf, type Endpoint, type ResponseOf } from '@backoffice/contract';
import { request, requestBlob, type Exchange, type RequestOptions } from './api-request';

export * from './api-request';

/** What a call to an endpoint sends: its path parameters, query and body, typed by the contract's schemas. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Partial<z.input<E['query']>> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? { body: z.input<E['body']> }
    : // A form sent as the JSON its handler reads as well; multipart goes through lib/upload.ts.
      E['form'] extends true
      ? { body: Record<string, unknown> }
      : { body?: never }) &
  Exchange & {
    signal?: AbortSignal;
  };

/** The URL of an endpoint with its parameters, for what is not fetched (an upload's XHR, a link). */
export const endpointUrl = <E extends Endpoint>(definition: E, params?: Record<string, unknown>) =>
  `/api${pathOf(definition.path, params)}`;

/**
 * A response that does not match its endpoint's schema: a failed test in development and in tests, where
 * it throws; logged in production, where the user still gets the data.
 */
export function checkedAnswer<E extends Endpoint>(definition: E, payload: unknown): ResponseOf<E> {
  if (definition.response === 'file') return payload as ResponseOf<E>;
  const result = z.safeParse(definition.response, payload);
  if (result.success) return result.data as ResponseOf<E>;
  const problem = `${definition.method} ${definition.path} answered outside its schema: ${result.error.message}`;
  if (import.meta.env.PROD) {
    console.error(problem);
    return payload as ResponseOf<E>;
  }
  throw new Error(problem);
}

/**
 * The one way features call the API: `call(centersApi.list, { query: { q, page }, signal })`. The path is
 * built from the contract, the answer parsed with the schema the server answers with.
 */
export async function call<E extends Endpoint>(definition: E, input?: CallInput<E>): Promise<ResponseOf<E>> {
  const { params, ...options } = (input ?? {}) as RequestOptions & { params?: Record<string, unknown> };
  const path = pathOf(definition.path, params);
  if (definition.response === 'file') return (await requestBlob(path)) as ResponseOf<E>;
  return checkedAnswer(definition, await request<unknown>(definition.method, path, options));
}

