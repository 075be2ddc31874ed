import { useEffect, useRef } from 'react';
import { isSaveShortcut } from './grid-keys';

/**
 * Ctrl+S (Cmd+S on a Mac) calls the screen's save instead of the browser's "save page", from
 * anywhere on the page while the screen is shown. The latest `onSave` is called, never a stale one.
 */
export function useSaveShortcut(onSave: (() => void) | undefined) {
  const latest = useRef(onSave);
  useEffect(() => {
    latest.current = onSave;
  });
  const isEnabled = Boolean(onSave);
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      latest.current?.();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
