import type { FieldErrors } from '@backoffice/contract';
import { ApiError, FALLBACK_MESSAGE } from '@/lib/api-client';
import { getLanguage, getToken } from '@/lib/session-storage';

function parseJson(text: string): { message?: string; data?: unknown } | null {
  try {
    return JSON.parse(text) as { message?: string; data?: unknown };
  } catch {
    return null;
  }
}

/**
 * POSTs one file as multipart `file`, reporting the share sent (0-1): fetch cannot report upload
 * progress, XMLHttpRequest can. Failures become ApiError as with the api client.
 */
export function uploadFile<T>(path: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', getLanguage());
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(payload as T);
      const fields = payload?.data && typeof payload.data === 'object' ? (payload.data as FieldErrors) : {};
      reject(new ApiError(request.status, payload?.message || FALLBACK_MESSAGE, fields));
    };
    request.onerror = () => reject(new ApiError(0, FALLBACK_MESSAGE));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
