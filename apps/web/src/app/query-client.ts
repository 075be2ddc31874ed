import type { RouterProviderProps } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/request-core';
import { createQueryClient } from '@/lib/query-client';
import { onTokenChangedElsewhere } from '@/lib/session-storage';

/** The app's one client (errors toast once through its caches; see createQueryClient). */
export const queryClient = createQueryClient();

/**
 * A 401 while signed in, or the session ended or replaced in another tab: forget everything cached, then sign in
 * again (staff and student apps). The token and the service worker's answers are already gone (removeToken);
 * with the query cache goes the signed-in user, so screens stop showing what was staged under their id.
 */
export function signInAgainOnUnauthorized(router: RouterProviderProps['router']) {
  const signInAgain = () => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  };
  setUnauthorizedHandler(signInAgain);
  onTokenChangedElsewhere(signInAgain);
}
