import type { z } from 'zod';
import type { Endpoint, ResponseOf } from '@backoffice/contract';
import { translateMessage } from '@backoffice/contract/messages';
import { ApiError, call, fallbackMessage, type CallInput } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { removeToken, setToken } from '@/lib/session-storage';
import type { Credentials, SignInOutcome, SignInResult } from './sign-in-form';

type Tone = 'error' | 'warning';

/** A sign-in endpoint: it takes the e-mail and password and answers with the new session's token. */
type SignInEndpoint = Endpoint & { body: z.ZodType<Credentials>; response: z.ZodType<{ data: { token: string } }> };

/**
 * The sign-in's checks and refusals as the card shows them. Loaded on the first submit with zod and the
 * contract (sign-in-form.ts draws the card without them): the schema's messages in the user's language.
 */
export function invalidFields(schema: z.ZodType, credentials: Credentials): SignInOutcome {
  const parsed = schema.safeParse(credentials);
  if (parsed.success) return null;
  const fieldErrors: Partial<Record<keyof Credentials, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Credentials;
    fieldErrors[field] ??= translateMessage(currentLanguage(), issue.message);
  }
  return { fieldErrors };
}

/**
 * A refused sign-in: the server's message above the form (a `warning` for a refusal such as a pending
 * account), its field errors beside the fields unless they only repeat it. Server texts arrive in the
 * user's language.
 */
export function refusalOf(error: unknown, tone: Tone = 'error'): NonNullable<SignInOutcome> {
  if (!(error instanceof ApiError)) return { alert: { text: fallbackMessage(), tone: 'error' } };
  const fieldError = (field: keyof Credentials) => {
    const text = error.fields[field]?.[0];
    return text === error.message ? undefined : text;
  };
  return {
    fieldErrors: { email: fieldError('email'), password: fieldError('password') },
    alert: { text: error.message, tone },
  };
}

/**
 * The sign-in through `endpoint`: checks the form with the endpoint's body schema, then sends it. The old token
 * goes at the start of every attempt, so a failed attempt leaves nobody signed in. `toneOf` picks how a
 * refusal is shown (a student's pending sign-up is a warning).
 */
export function signIn<E extends SignInEndpoint>(endpoint: E, toneOf: (error: unknown) => Tone = () => 'error') {
  return async (credentials: Credentials): Promise<SignInResult<ResponseOf<E>>> => {
    const invalid = invalidFields(endpoint.body, credentials);
    if (invalid) return { outcome: invalid };
    removeToken();
    try {
      const signedIn = await call(endpoint, { body: credentials } as CallInput<E>);
      // ResponseOf<E> stays unresolved for a generic E; SignInEndpoint's response holds the token.
      setToken((signedIn as z.output<SignInEndpoint['response']>).data.token);
      return { outcome: null, signedIn };
    } catch (error) {
      return { outcome: refusalOf(error, toneOf(error)) };
    }
  };
}
