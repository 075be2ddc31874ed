import { useSyncExternalStore } from 'react';
import { setToaster, type ToastVariant } from '@/lib/toast';
import { Icon } from './icons';

/**
 * The student app's toasts (lib/toast.ts's toaster there), as notistack showed them: at most two at once at the
 * top centre, each gone after 4 seconds unless it persists, each announced as an alert.
 */
const MAX_TOASTS = 2;
const HIDE_AFTER_MS = 4000;

type Toast = { key: number; message: string; variant: ToastVariant };
let toasts: Toast[] = [];
let nextKey = 0;
const listeners = new Set<() => void>();
const update = (next: Toast[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

const close = (key: string | number) => update(toasts.filter((toast) => toast.key !== key));

export function installLightToaster() {
  setToaster({
    show: (message, variant, persist) => {
      const key = (nextKey += 1);
      update([...toasts, { key, message, variant }].slice(-MAX_TOASTS));
      if (!persist) setTimeout(() => close(key), HIDE_AFTER_MS);
      return key;
    },
    close,
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function LightToasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  if (shown.length === 0) return null;
  return (
    <div className="lt-toasts">
      {shown.map((toast) => (
        <div key={toast.key} className={`lt-toast lt-toast--${toast.variant}`} role="alert">
          <Icon name={toast.variant} />
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}
