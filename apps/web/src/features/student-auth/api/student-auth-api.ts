import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { studentAuthApi, type ForgotPasswordBody, type LoginBody, type SetPasswordBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { getToken, removeToken, setToken } from '@/lib/session-storage';

/** GET home/auth/me: the signed-in student. */
export const studentMeQuery = () =>
  queryOptions({
    queryKey: ['student', 'me'],
    queryFn: ({ signal }) => call(studentAuthApi.me, { signal }),
    enabled: Boolean(getToken()),
    meta: { toastError: false },
    select: (response) => response.data.user,
  });

export const useStudentMe = () => useQuery(studentMeQuery());

export function useStudentLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      // The old token goes at the start of every attempt, so a failed attempt leaves nobody signed in.
      removeToken();
      const response = await call(studentAuthApi.login, { body: body });
      setToken(response.data.token);
      return response;
    },
    // the sign-in page shows the refusal on the form (wrong password, pending, rejected)
    meta: { toastError: false },
  });
}

/** Revokes `token`, which the app has already let go (as the staff sign-out does); a failure has nothing to tell. */
export function useStudentLogout() {
  return useMutation({
    mutationFn: (token: string) => call(studentAuthApi.logout, { headers: { Authorization: `Bearer ${token}` } }),
    meta: { toastError: false },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => call(studentAuthApi.forgotPassword, { body: body }),
  });
}

export function useSetStudentPassword() {
  return useMutation({ mutationFn: (body: SetPasswordBody) => call(studentAuthApi.setPassword, { body: body }) });
}
