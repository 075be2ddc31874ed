import type { QueryClient } from '@tanstack/react-query';
import { studentAuthApi, type ResponseOf } from '@backoffice/contract';
import { signIn } from '@/components/sign-in-form/sign-in-outcome';
import { ApiError } from '@/lib/api-client';
import { studentMeQuery } from './student-auth-api';

export type StudentSignedIn = ResponseOf<typeof studentAuthApi.login>;

/**
 * The student sign-in, loaded on the first submit (the card is drawn without zod). A pending or rejected
 * sign-up (403) is told why above the form as a warning.
 */
export const signInStudent = signIn(studentAuthApi.login, (error) =>
  error instanceof ApiError && error.status === 403 ? 'warning' : 'error',
);

/** The student the sign-in answered with, kept as the me query's answer: the first screen does not ask again. */
export function rememberSignedInStudent(queryClient: QueryClient, signedIn: StudentSignedIn) {
  queryClient.setQueryData(studentMeQuery().queryKey, { message: '', data: { user: signedIn.data.user } });
}
