import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { ApiError, FALLBACK_MESSAGE } from './api-client';

/** The one toast system: success with the server's message, errors with its message or the fallback. */
export const toastSuccess = (message: string | undefined) => {
  if (message) enqueueSnackbar(message, { variant: 'success' });
};

export const toastInfo = (message: string) => enqueueSnackbar(message, { variant: 'info' });

/** Errors already shown: a failure reported by the query cache and again by a caller toasts once. */
const toasted = new WeakSet<object>();

export function toastError(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (toasted.has(error)) return;
    toasted.add(error);
  }
  const message = error instanceof ApiError ? error.message : FALLBACK_MESSAGE;
  enqueueSnackbar(message || FALLBACK_MESSAGE, { variant: 'error' });
}

/** A toast that stays until the work it announces ends; call the answer to close it. */
export function toastPending(message: string) {
  const key = enqueueSnackbar(message, { variant: 'info', persist: true });
  return () => closeSnackbar(key);
}

/** A local rule's message (e.g. 'Please select a class') as an error toast. */
export const toastErrorText = (message: string) => enqueueSnackbar(message, { variant: 'error' });
