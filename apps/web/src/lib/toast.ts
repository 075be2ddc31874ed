import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { ApiError, fallbackMessage } from './api-client';

/** The one toast system: success with the server's message, errors with its message or the fallback. */
export const toastSuccess = (message: string | undefined) => {
  if (message) enqueueSnackbar(message, { variant: 'success' });
};

export const toastInfo = (message: string) => enqueueSnackbar(message, { variant: 'info' });

/** A failure's toast: the server's message, or the fallback in the user's language. */
export function toastError(error: unknown) {
  const message = error instanceof ApiError ? error.message : '';
  enqueueSnackbar(message || fallbackMessage(), { variant: 'error' });
}

/** A toast that stays until the work it announces ends; call the answer to close it. */
export function toastPending(message: string) {
  const key = enqueueSnackbar(message, { variant: 'info', persist: true });
  return () => closeSnackbar(key);
}

/** A local rule's message (e.g. 'Please select a class') as an error toast. */
export const toastErrorText = (message: string) => enqueueSnackbar(message, { variant: 'error' });
