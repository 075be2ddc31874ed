import type { QueryClient } from '@tanstack/react-query';
import { studentAuthApi, studentLoginBodySchema } from '@backoffice/contract';
import type { Credentials, SignInOutcome } from '@/components/sign-in-form/sign-in-form';
import { invalidFields, refusalOf } from '@/components/sign-in-form/sign-in-outcome';
import { ApiError, call } from '@/lib/api-client';
import { removeToken, setToken } from '@/lib/session-storage';
import { studentMeQuery } from './student-auth-api';

export type StudentSignedIn = Awaited<ReturnType<typeof call<typeof studentAuthApi.login>>>;

/**
 * Checks and sends the student sign-in, loaded on the first submit (the card is drawn without zod). The old
 * token goes at the start of every attempt, so a failed attempt leaves nobody signed in. A pending or
 * rejected sign-up (403) is told why above the form as a warning.
 */
export async function signInStudent(credentials: Credentials): Promise<{ outcome: SignInOutcome; signedIn?: StudentSignedIn }> {
  const invalid = invalidFields(studentLoginBodySchema, credentials);
  if (invalid) return { outcome: invalid };
  removeToken();
  try {
    const signedIn = await call(studentAuthApi.login, { body: credentials });
    setToken(signedIn.data.token);
    return { outcome: null, signedIn };
  } catch (error) {
    return { outcome: refusalOf(error, error instanceof ApiError && error.status === 403 ? 'warning' : 'error') };
  }
}

/** The student the sign-in answered with, kept as the me query's answer: the first screen does not ask again. */
export function rememberSignedInStudent(queryClient: QueryClient, signedIn: StudentSignedIn) {
  queryClient.setQueryData(studentMeQuery().queryKey, { message: '', data: { user: signedIn.data.user } });
}
