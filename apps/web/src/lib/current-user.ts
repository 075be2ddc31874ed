import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@backoffice/contract';
import { call } from './api-client';
import { getToken } from './session-storage';

/** GET admin/auth/me under ['auth','me']: the one place the signed-in user is read from. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => call(authApi.me, { signal }),
    enabled: Boolean(getToken()),
    // A 401 here ends the session (api-client) rather than toasting.
    meta: { toastError: false },
    select: (response) => response.data.user,
  });

/** The signed-in user (undefined while loading or signed out). */
export const useCurrentUser = () => useQuery(currentUserQuery());

/** Whether the signed-in user is an admin (false while loading). */
export const useIsAdmin = () => useCurrentUser().data?.mainRole === 'admin';
