import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isCancelled } from './api-request';
import { toastError } from './toast';

/**
 * `meta.toastError: false` on a query or mutation opts out of the one error toast, where the screen
 * shows the error itself (the sign-in form, the signed-in user that ends the session instead).
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { toastError?: boolean };
    mutationMeta: { toastError?: boolean };
  }
}

/** A cancelled call (an upload the person stopped, a screen left) is no failure to report. */
const isToasted = (meta: { toastError?: boolean } | undefined, error: Error) => meta?.toastError !== false && !isCancelled(error);

/** A read that found no network: the offline bar says the browser is offline, a vague toast would only cover it. */
const isOfflineRead = (error: Error) => !navigator.onLine && error instanceof ApiError && error.status === 0;

/**
 * The app's client: every failed query and mutation shows one error toast with the server's message (not a read
 * made offline), so screens no longer each watch their errors. As the spec says: queries are not retried, stale at
 * once, and not refetched on window focus.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isToasted(query.meta, error) && !isOfflineRead(error)) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isToasted(mutation.meta, error)) toastError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
