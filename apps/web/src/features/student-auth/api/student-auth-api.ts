import { useMutation } from '@tanstack/react-query';
import { studentAuthApi, type ForgotPasswordBody, type LoginBody, type SetPasswordBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { removeToken, setToken } from '@/lib/session-storage';

export { studentMeQuery, useStudentLogout, useStudentMe } from './student-session-api';

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

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => call(studentAuthApi.forgotPassword, { body: body }),
  });
}

export function useSetStudentPassword() {
  return useMutation({ mutationFn: (body: SetPasswordBody) => call(studentAuthApi.setPassword, { body: body }) });
}
