import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { DiscardChangesDialog } from '@/components/form/discard-changes-dialog';

/**
 * Leaving with unsaved work asks first: a link or Back inside the app shows the discard dialog, and
 * closing or reloading the tab the browser's own prompt (there the strokes stay in local storage).
 */
export function useLeaveGuard(isDirty: boolean, onDiscard: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        onDiscard();
        blocker.proceed?.();
      }}
    />
  );
}
