/**
 * The requests under every API call, without zod or the contract's schemas: the student app's first screens call
 * through these (lib/light-call.ts) and check answers with the schemas only outside production; api-client.ts adds
 * the typed `call` of an endpoint object on top.
 */
import type { FieldErrors } from '@backoffice/contract';
import { i18n } from './i18n';
import { backoffMs, endSessionIfRefused, signedInHeaders, waitFor } from './request-core';

/** What a failure says when the server sent no message (none came back, or no answer at all), in the user's language. */
export const fallbackMessage = () => i18n.t('common.somethingWentWrong');

/** Every failed call, with the server's message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
    /** The answer's `data` as sent: a conflict's facts (409/412) where a 422 has its field errors. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Whether a failure is a cancel (the person's, or a screen's signal), which nobody is told about as an error. */
export const isCancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** A 4xx's `data` as field errors (field to messages), not a conflict's facts. */
const isFieldErrors = (data: unknown): data is FieldErrors =>
  typeof data === 'object' && data !== null && Object.values(data).every((value) => Array.isArray(value));

/**
 * A refused answer as the ApiError every caller gets; a 401 to a signed-in request ends the session first.
 * `token` is the one the request was sent with (a 401 without one is a wrong password, not an ended session).
 */
export function apiErrorOf(status: number, payload: { message?: string; data?: unknown } | null, token: string | null) {
  endSessionIfRefused(status, token);
  const fields = isFieldErrors(payload?.data) ? payload.data : {};
  return new ApiError(status, payload?.message || fallbackMessage(), fields, payload?.data ?? null);
}

type Query = Record<string, unknown>;
/** What a call may add to the request and read of the answer beyond its body (a version in ETag / If-Match). */
export type Exchange = {
  /** Request headers beside the client's own (which they do not replace), e.g. `If-Match`. */
  headers?: Record<string, string>;
  /** Sees the answer before its body is read, a refusal too: to read a header such as `ETag`. */
  onResponse?: (response: Response) => void;
};
export type RequestOptions = Exchange & { query?: Query; body?: unknown; signal?: AbortSignal };

function apiUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `/api/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/** Tries of a GET the server answered 503 at most: the first and two more. */
const MAX_READ_TRIES = 2 + 1;
/** Tries of any other call at most, and only when the server says that sending it again is safe. */
const MAX_WRITE_TRIES = 1 + 1;
/** The server's mark on a 503 given before it read the request: a SAVE sent again cannot be done twice. */
export const RETRY_SAFE_HEADER = 'x-retry-safe';
/** The first wait when a 503 names none. */
const DEFAULT_RETRY_MS = 1000;

const isRetried = (method: string, response: Response, tries: number) =>
  response.status === 503 &&
  (method === 'GET' ? tries < MAX_READ_TRIES : tries < MAX_WRITE_TRIES && response.headers.get(RETRY_SAFE_HEADER) === '1');

/** The wait before the next try: the server's Retry-After (in seconds) as the first wait, backed off from there. */
function retryDelayMs(response: Response, tries: number) {
  const header = response.headers.get('retry-after');
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  return backoffMs(tries, Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_MS);
}

/**
 * fetch, tried again when the server is busy or its database away (503): a read up to three times in all, any
 * other call once more and only on the server's word that it was not worked on (a SAVE is never sent twice
 * otherwise). Answers the last response.
 */
async function fetchRetrying(url: string, init: RequestInit & { method: string }): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const response = await fetch(url, init);
    if (!isRetried(init.method, response, tries)) return response;
    void response.body?.cancel().catch(() => undefined);
    await waitFor(retryDelayMs(response, tries), init.signal);
  }
}

export async function request<T>(
  method: string,
  path: string,
  { query, body, signal, ...exchange }: RequestOptions = {},
): Promise<T> {
  const { headers: signedIn, token } = signedInHeaders();
  const headers: Record<string, string> = { ...exchange.headers, Accept: 'application/json', ...signedIn };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchRetrying(apiUrl(path, query), {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, fallbackMessage());
  }
  exchange.onResponse?.(response);
  const payload = (await response.json().catch((error: Error) => {
    // Cancelled while the body came (a screen left, a sign-out): cancelled, not an answer without a body.
    if (error.name === 'AbortError') throw error;
    return null;
  })) as { message?: string; data?: unknown } | null;
  if (!response.ok) throw apiErrorOf(response.status, payload, token);
  return payload as T;
}

/**
 * A file behind an authorised route, fetched with the bearer token (never put in a URL);
 * failures become ApiError like every other call, a 401 ends the session.
 */
export async function requestBlob(path: string): Promise<Blob> {
  const { headers, token } = signedInHeaders();
  let response: Response;
  try {
    response = await fetchRetrying(apiUrl(path.replace(/^\/?api\//, '')), { method: 'GET', headers });
  } catch {
    throw new ApiError(0, fallbackMessage());
  }
  if (response.ok) return response.blob();
  const payload = (await response.json().catch(() => null)) as { message?: string } | null;
  throw apiErrorOf(response.status, payload, token);
}

/** A file at an address the server gave (`file_url`, a job's download): fetched with the bearer token. */
export const fetchFile = requestBlob;

/**
 * A JSON POST the offline queue stored as its path (under /api) and body, sent again once the network is back:
 * the endpoint object that built it is not kept across a reload. Failures are ApiError as for call().
 */
export const postStored = (path: string, body: unknown, exchange: Exchange) =>
  request<unknown>('POST', path, { body, ...exchange });
