import type { z } from 'zod';
import { translateMessage } from '@backoffice/contract/messages';
import { ApiError, fallbackMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { Credentials, SignInOutcome } from './sign-in-form';

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
export function refusalOf(error: unknown, tone: 'error' | 'warning' = 'error'): NonNullable<SignInOutcome> {
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
