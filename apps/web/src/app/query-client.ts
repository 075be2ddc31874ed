import { createQueryClient } from '@/lib/query-client';

/** The app's one client (errors toast once through its caches; see createQueryClient). */
export const queryClient = createQueryClient();
