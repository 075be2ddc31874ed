import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Server field errors go onto the form's fields; the message is a mutation's, toasted once by the query client. */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) {
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.fields)) {
      if (Array.isArray(messages) && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
    }
  }
}
