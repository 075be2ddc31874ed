import { authApi, loginBodySchema } from '@backoffice/contract';
import type { Credentials, SignInOutcome } from '@/components/sign-in-form/sign-in-form';
import { invalidFields, refusalOf } from '@/components/sign-in-form/sign-in-outcome';
import { call } from '@/lib/api-client';
import { removeToken, setToken } from '@/lib/session-storage';

export type StaffSignedIn = Awaited<ReturnType<typeof call<typeof authApi.login>>>;

/**
 * Checks and sends the staff sign-in, loaded on the first submit (the card is drawn without zod). The old
 * token goes at the start of every attempt, so a failed attempt leaves nobody signed in.
 */
export async function signInStaff(credentials: Credentials): Promise<{ outcome: SignInOutcome; signedIn?: StaffSignedIn }> {
  const invalid = invalidFields(loginBodySchema, credentials);
  if (invalid) return { outcome: invalid };
  removeToken();
  try {
    const signedIn = await call(authApi.login, { body: credentials });
    setToken(signedIn.data.token);
    return { outcome: null, signedIn };
  } catch (error) {
    return { outcome: refusalOf(error) };
  }
}
