import { studentAuthApi } from '@backoffice/contract';
import { signIn } from '@/components/sign-in-form/sign-in-outcome';
import { ApiError } from '@/lib/api-client';

/**
 * The student sign-in, loaded on the first submit (the card is drawn without zod). A pending or rejected
 * sign-up (403) is told why above the form as a warning.
 */
export const signInStudent = signIn(studentAuthApi.login, (error) =>
  error instanceof ApiError && error.status === 403 ? 'warning' : 'error',
);
