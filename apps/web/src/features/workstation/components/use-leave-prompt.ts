import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { getToken } from '@/lib/session-storage';

/**
 * While something is staged, leaving asks first: a link inside the app through the router's blocker
 * (the screen shows its dialog), a reload or a closed tab through the browser's own prompt. A change of
 * query (another tab or class of this page) is not leaving. A session that has ended (a 401, signed out in
 * another tab) leaves without asking: its changes stay stored under its user for their next sign-in.
 */
export function useLeavePrompt(hasUnsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsaved && getToken() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsaved]);
  return blocker;
}
