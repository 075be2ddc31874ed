import { useMutation, type QueryClient } from '@tanstack/react-query';
import { authApi } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { signedInHeaders } from '@/lib/request-core';
import type { StaffSignedIn } from './sign-in-request';

// The me query lives in lib so any feature can ask whether the user is an admin.
export { useCurrentUser } from '@/lib/current-user';

export const authQueries = { me: currentUserQuery };

/** The user the sign-in answered with, kept as the me query's answer: the first screen does not ask again. */
export function rememberSignedIn(queryClient: QueryClient, signedIn: StaffSignedIn) {
  queryClient.setQueryData(authQueries.me().queryKey, { message: '', data: { user: signedIn.data.user } });
}

/**
 * Revokes `token` on the server. The session has already ended here when this is sent (nothing else asks with
 * the token any more), and a failure, the server's session already gone included, leaves nothing to tell.
 */
export function useLogout() {
  return useMutation({
    mutationFn: (token: string) => call(authApi.logout, { headers: signedInHeaders(token).headers }),
    meta: { toastError: false },
  });
}
