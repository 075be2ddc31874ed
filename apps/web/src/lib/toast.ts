import { ApiError, fallbackMessage } from './api-request';

export type ToastVariant = 'success' | 'info' | 'error';
/** What shows the toasts: notistack in the staff app (lib/notistack-toaster.ts), a small plain one in the student app. */
export type Toaster = {
  /** Shows a toast; answers its key. `persist`: it stays until closed. */
  show: (message: string, variant: ToastVariant, persist?: boolean) => string | number;
  close: (key: string | number) => void;
};

/** Toasts asked for before an app set its toaster wait here, shown once it is set. */
type WaitingToast = { message: string; variant: ToastVariant; persist?: boolean; closed?: boolean };
let waiting: WaitingToast[] = [];
let toaster: Toaster | null = null;

/** The app's one toaster, set once as it starts (the staff app's providers, the student app's root). */
export function setToaster(next: Toaster) {
  toaster = next;
  const shown = waiting.filter((toast) => !toast.closed);
  waiting = [];
  for (const toast of shown) next.show(toast.message, toast.variant, toast.persist);
}

function show(message: string, variant: ToastVariant, persist?: boolean): () => void {
  if (toaster) {
    const { close } = toaster;
    const key = toaster.show(message, variant, persist);
    return () => close(key);
  }
  const toast: WaitingToast = { message, variant, persist };
  waiting.push(toast);
  return () => {
    toast.closed = true;
  };
}

/** The one toast system: success with the server's message, errors with its message or the fallback. */
export const toastSuccess = (message: string | undefined) => {
  if (message) show(message, 'success');
};

export const toastInfo = (message: string) => {
  show(message, 'info');
};

/** A failure's toast: the server's message, or the fallback in the user's language. */
export function toastError(error: unknown) {
  const message = error instanceof ApiError ? error.message : '';
  show(message || fallbackMessage(), 'error');
}

/** A toast that stays until the work it announces ends; call the answer to close it. */
export function toastPending(message: string) {
  return show(message, 'info', true);
}

/** A local rule's message (e.g. 'Please select a class') as an error toast. */
export const toastErrorText = (message: string) => {
  show(message, 'error');
};
