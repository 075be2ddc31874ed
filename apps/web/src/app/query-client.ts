import type { RouterProviderProps } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-request';
import { createQueryClient } from '@/lib/query-client';

/** The app's one client (errors toast once through its caches; see createQueryClient). */
export const queryClient = createQueryClient();

/** A 401 while signed in: forget the session and everything cached, then sign in again (staff and student apps). */
export function signInAgainOnUnauthorized(router: RouterProviderProps['router']) {
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  });
}
