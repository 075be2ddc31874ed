import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { removeToken, setToken } from '@/lib/session-storage';

// The me query lives in lib so any feature can ask whether the user is an admin.
export { useCurrentUser } from '@/lib/current-user';

export const authQueries = { me: currentUserQuery };

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      // The old token goes at the start of every attempt, so a failed attempt leaves nobody signed in.
      removeToken();
      const response = await call(authApi.login, { body: body });
      setToken(response.data.token);
      return response;
    },
  });
}

/**
 * Revokes `token` on the server. The session has already ended here when this is sent (nothing else asks with
 * the token any more), and a failure, the server's session already gone included, leaves nothing to tell.
 */
export function useLogout() {
  return useMutation({
    mutationFn: (token: string) => call(authApi.logout, { headers: { Authorization: `Bearer ${token}` } }),
    meta: { toastError: false },
  });
}
