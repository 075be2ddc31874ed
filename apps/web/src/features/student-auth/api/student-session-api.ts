import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf, studentAuthApi } from '@backoffice/contract';
import { lightCall, lightEndpoint } from '@/lib/light-call';
import { signedInHeaders } from '@/lib/request-core';
import { getToken } from '@/lib/session-storage';

/** The signed-in student's session, as the app's layout reads it on every screen: by method and path (light-call.ts). */
const endpoints = {
  me: lightEndpoint((c) => c.studentAuthApi.me, 'GET', '/home/auth/me'),
  logout: lightEndpoint((c) => c.studentAuthApi.logout, 'POST', '/home/auth/logout'),
};

export type StudentSignedIn = ResponseOf<typeof studentAuthApi.login>;

/** GET home/auth/me: the signed-in student. */
export const studentMeQuery = () =>
  queryOptions({
    queryKey: ['student', 'me'],
    queryFn: ({ signal }) => lightCall(endpoints.me, { signal }),
    enabled: Boolean(getToken()),
    meta: { toastError: false },
    select: (response) => response.data.user,
  });

export const useStudentMe = () => useQuery(studentMeQuery());

/** Revokes `token`, which the app has already let go (as the staff sign-out does); a failure has nothing to tell. */
export function useStudentLogout() {
  return useMutation({
    mutationFn: (token: string) => lightCall(endpoints.logout, { headers: signedInHeaders(token).headers }),
    meta: { toastError: false },
  });
}

/** The student the sign-in answered with, kept as the me query's answer: the first screen does not ask again. */
export function rememberSignedInStudent(queryClient: QueryClient, signedIn: StudentSignedIn) {
  queryClient.setQueryData(studentMeQuery().queryKey, { message: '', data: { user: signedIn.data.user } });
}
