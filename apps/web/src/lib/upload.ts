import type { Endpoint, FieldErrors, ResponseOf } from '@backoffice/contract';
import { checkedAnswer, endpointUrl } from './api-client';
import { getLanguage, getToken } from './session-storage';

/** Why an upload ended without success; `message` is the server's when it sent one. */
export type UploadFailure =
  | { kind: 'cancelled' }
  | { kind: 'network' }
  | { kind: 'parse' }
  | { kind: 'server'; status: number; message: string | null; fields: FieldErrors };

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind);
  }
}

function parseBody(text: string): { message?: string; data?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' ? (parsed as { message?: string; data?: unknown } | null) : null;
  } catch {
    return null;
  }
}

/** The server's message of a failed upload (in the user's language), null when none came back. */
export const serverMessageOf = (error: unknown): string | null =>
  error instanceof UploadError && error.failure.kind === 'server' ? error.failure.message : null;

export type UploadHandle<T> = { promise: Promise<T>; cancel: () => void };

/**
 * A multipart POST with progress (fetch has no upload progress): bearer token and language as every call,
 * `onProgress` with 0-100, `cancel()` aborts it. Fails with an UploadError saying why.
 */
export function uploadForm<E extends Endpoint>(
  definition: E,
  params: Record<string, unknown> | undefined,
  form: FormData,
  onProgress: (percent: number) => void,
): UploadHandle<ResponseOf<E>> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ResponseOf<E>>((resolve, reject) => {
    xhr.open(definition.method, endpointUrl(definition, params));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded * 100) / event.total));
    };
    xhr.onabort = () => reject(new UploadError({ kind: 'cancelled' }));
    xhr.onerror = () => reject(new UploadError({ kind: 'network' }));
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (body === null) reject(new UploadError({ kind: 'parse' }));
        else resolve(checkedAnswer(definition, body));
        return;
      }
      const fields = body?.data && typeof body.data === 'object' ? (body.data as FieldErrors) : {};
      reject(new UploadError({ kind: 'server', status: xhr.status, message: body?.message ?? null, fields }));
    };
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}
