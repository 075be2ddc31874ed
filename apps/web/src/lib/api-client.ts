import type { FieldErrors } from '@backoffice/contract';
import { getLanguage, getToken, removeToken } from './session-storage';

export const FALLBACK_MESSAGE = 'Something went wrong';

/** Every failed call, with the server's message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => undefined;
/** What a 401 with a stored token does (clear caches, go to /login); set once by the app. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

function urlOf(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

async function request<T>(method: string, path: string, { query, body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, FALLBACK_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as { message?: string; data?: unknown } | null;
  if (!response.ok) {
    if (response.status === 401 && token) {
      removeToken();
      onUnauthorized();
    }
    const fields = payload?.data && typeof payload.data === 'object' ? (payload.data as FieldErrors) : {};
    throw new ApiError(response.status, payload?.message || FALLBACK_MESSAGE, fields);
  }
  return payload as T;
}

/**
 * A file behind an authorised route, fetched with the bearer token (never put in a URL);
 * failures become ApiError like every other call, a 401 ends the session.
 */
async function requestBlob(path: string): Promise<Blob> {
  const token = getToken();
  const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(path.replace(/^\/?api\//, '')), { headers });
  } catch {
    throw new ApiError(0, FALLBACK_MESSAGE);
  }
  if (response.ok) return response.blob();
  if (response.status === 401 && token) {
    removeToken();
    onUnauthorized();
  }
  const payload = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new ApiError(response.status, payload?.message || FALLBACK_MESSAGE);
}

/** The one client every feature calls: bearer token, Accept-Language, envelope errors as ApiError. */
export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** `path` may be a full `/api/...` URL as the server gives it. */
  blob: requestBlob,
};
