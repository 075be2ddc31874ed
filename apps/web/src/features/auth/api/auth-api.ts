import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AuthUser, ItemResponse, LoginBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { getToken, removeToken, setToken } from '@/lib/session-storage';

export const authQueries = {
  me: () =>
    queryOptions({
      queryKey: ['auth', 'me'],
      queryFn: ({ signal }) => api.get<ItemResponse<{ user: AuthUser }>>('admin/auth/me', undefined, signal),
      enabled: Boolean(getToken()),
      select: (response) => response.data.user,
    }),
};

/** The signed-in user (undefined while loading or signed out). */
export const useCurrentUser = () => useQuery(authQueries.me());

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      // The old token goes at the start of every attempt, so a failed attempt leaves nobody signed in.
      removeToken();
      const response = await api.post<ItemResponse<{ token: string; user: AuthUser }>>('admin/auth/login', body);
      setToken(response.data.token);
      return response;
    },
  });
}

export function useLogout() {
  return useMutation({ mutationFn: () => api.post<ItemResponse<null>>('admin/auth/logout') });
}
