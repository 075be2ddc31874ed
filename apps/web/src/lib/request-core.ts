/**
 * What every request to the API shares, however it is sent (fetch in api-request.ts, an upload's XHR in upload.ts,
 * the event stream, hls.js's playlist and key): the signed-in headers, the one thing a 401 does, and the one
 * backoff between tries.
 */
import { getLanguage, getToken, removeToken } from './session-storage';

/**
 * The headers that say who asks and in which language: the signed-in audience's bearer token (the staff or the
 * student token, by the key the app chose in session-storage.ts) and the language; never a token in a URL. `token`
 * is the one they carry, which `endSessionIfRefused` is given with the answer.
 */
export function signedInHeaders(token = getToken()): { headers: Record<string, string>; token: string | null } {
  const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, token };
}

let onUnauthorized: () => void = () => undefined;
/** What a 401 with a stored token does (clear caches, go to /login); set once by each app. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * The one answer to a 401: sent with a token, the session has ended (expired, signed out everywhere), so the token
 * and what the session left go, then the app's handler signs in again. Without a token a 401 is a refused sign-in,
 * which its screen shows. Answers whether the session ended.
 */
export function endSessionIfRefused(status: number | undefined, token: string | null) {
  if (status !== 401 || !token) return false;
  removeToken();
  onUnauthorized();
  return true;
}

/**
 * The wait before try `attempt + 1` after `attempt` failed ones: `firstMs` doubled at each, at most `maxMs`, plus up
 * to half of it again at random, so that clients turned away together do not all come back at the same moment
 * (never less than asked: a server's Retry-After is a minimum).
 */
export const backoffMs = (attempt: number, firstMs: number, maxMs = Infinity) =>
  Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1)) * (1 + Math.random() / 2);

/** Resolves after `ms`, or rejects with the signal's reason as fetch does when it aborts meanwhile. */
export const waitFor = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
