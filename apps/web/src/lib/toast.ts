import { enqueueSnackbar } from 'notistack';
import { ApiError, FALLBACK_MESSAGE } from './api-client';

/** The one toast system: success with the server's message, errors with its message or the fallback. */
export const toastSuccess = (message: string | undefined) => {
  if (message) enqueueSnackbar(message, { variant: 'success' });
};

export const toastInfo = (message: string) => enqueueSnackbar(message, { variant: 'info' });

export function toastError(error: unknown) {
  const message = error instanceof ApiError ? error.message : FALLBACK_MESSAGE;
  enqueueSnackbar(message || FALLBACK_MESSAGE, { variant: 'error' });
}
