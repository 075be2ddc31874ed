import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ForgotPasswordBody, ItemResponse, LoginBody, SetPasswordBody, StudentUser } from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { getToken, removeToken, setToken } from '@/lib/session-storage';

/** GET home/auth/me: the signed-in student. */
export const studentMeQuery = () =>
  queryOptions({
    queryKey: ['student', 'me'],
    queryFn: ({ signal }) => api.get<ItemResponse<{ user: StudentUser }>>('home/auth/me', undefined, signal),
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
      const response = await api.post<ItemResponse<{ token: string; user: StudentUser }>>('home/auth/login', body);
      setToken(response.data.token);
      return response;
    },
    // the sign-in page shows the refusal on the form (wrong password, pending, rejected)
    meta: { toastError: false },
  });
}

export function useStudentLogout() {
  return useMutation({ mutationFn: () => api.post<ItemResponse<null>>('home/auth/logout') });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post<ItemResponse<null>>('home/auth/forgot-password', body),
  });
}

export function useSetStudentPassword() {
  return useMutation({ mutationFn: (body: SetPasswordBody) => api.post<ItemResponse<null>>('home/auth/set-password', body) });
}
