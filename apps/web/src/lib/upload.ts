import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Endpoint, ResponseOf } from '@backoffice/contract';
import { translateMessage } from '@backoffice/contract/messages';
import { ApiError, apiErrorOf, checkedAnswer, endpointUrl, fallbackMessage } from './api-client';
import { currentLanguage, i18n } from './i18n';
import { signedInHeaders } from './request-core';
import { toastInfo } from './toast';

/**
 * A multipart form with its text fields first and its files last (FormData keeps the order it is given): the
 * server checks the fields before the first file, e.g. that `classesId` names the user's classes, before it
 * stores a byte of the file, and refuses a file that comes before them. A field given `undefined` is left out.
 */
export function fieldsThenFiles(
  fields: readonly (readonly [string, string | undefined])[],
  files: readonly (readonly [string, File])[],
): FormData {
  const form = new FormData();
  for (const [name, value] of fields) if (value !== undefined) form.append(name, value);
  for (const [name, file] of files) form.append(name, file);
  return form;
}

/** A multipart request: the endpoint, its path parameters and the form with its files. */
export type UploadRequest<E extends Endpoint> = { endpoint: E; params?: Record<string, unknown>; form: FormData };

function parseBody(text: string): { message?: string; data?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' ? (parsed as { message?: string; data?: unknown } | null) : null;
  } catch {
    return null;
  }
}

/**
 * The server's refusal of an empty file (422 'The file is empty' on its field), given before the request is
 * sent: the person is told at once, in their language, and the screen shows it as it shows the server's.
 */
function emptyFileRefusal(form: FormData): ApiError | null {
  const empty = [...form.entries()].find(([, value]) => value instanceof File && value.size === 0);
  if (!empty) return null;
  const message = translateMessage(currentLanguage(), 'The file is empty');
  return new ApiError(422, message, { [empty[0]]: [message] });
}

/**
 * A multipart POST with progress (fetch has no upload progress): bearer token and language as every call,
 * `onProgress` with 0-100. An empty file is refused before anything is sent. Fails as `call()` does: an ApiError with the server's message and field errors (a 401
 * ends the session), or an AbortError when `signal` cancels it.
 */
export function sendForm<E extends Endpoint>(
  { endpoint, params, form }: UploadRequest<E>,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  return new Promise<ResponseOf<E>>((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal?.aborted) return reject(cancelled());
    const refusal = emptyFileRefusal(form);
    if (refusal) return reject(refusal);
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl(endpoint, params));
    const { headers, token } = signedInHeaders();
    for (const [name, value] of Object.entries({ Accept: 'application/json', ...headers })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded * 100) / event.total));
    };
    // Settled here and not by `onabort` alone, which does not come while the answer is awaited in every XHR.
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
        reject(cancelled());
      },
      { once: true },
    );
    xhr.onabort = () => reject(cancelled());
    xhr.onerror = () => reject(new ApiError(0, fallbackMessage()));
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) reject(apiErrorOf(xhr.status, body, token));
      else if (body === null) reject(new ApiError(xhr.status, fallbackMessage()));
      else {
        try {
          resolve(checkedAnswer(endpoint, body));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    };
    xhr.send(form);
  });
}

/**
 * The one way the web uploads: a mutation sending `requestOf(variables)` as multipart, with its `progress` (0-100,
 * null when none runs) and `cancel()`, which says 'Upload cancelled!'. Its failures are the mutation's, toasted
 * once by the query client (a cancel is not a failure); field errors come as an ApiError's `fields`.
 */
export function useUpload<TVariables, E extends Endpoint>(
  requestOf: (variables: TVariables) => UploadRequest<E>,
  options: Omit<UseMutationOptions<ResponseOf<E>, Error, TVariables>, 'mutationFn'> = {},
) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    ...options,
    mutationFn: async (variables: TVariables) => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      try {
        return await sendForm(requestOf(variables), { onProgress: setProgress, signal: abort.signal });
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
  });
  const cancel = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    toastInfo(i18n.t('media.upload.cancelled'));
  }, []);
  return { ...mutation, progress, isUploading: progress !== null, cancel };
}
