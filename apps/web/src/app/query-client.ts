import { QueryClient } from '@tanstack/react-query';

/** As the spec says: queries are not retried, stale at once, and not refetched on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
