import type { z } from 'zod';
import { AppError } from '../../plugins/app-error';
import { nestFormFields } from '../../storage/uploads';

/**
 * A multipart form's text fields through a contract schema (`classesId[0]`, `classesId[]` become a list):
 * 422 with the message of each field, as a JSON body gets.
 */
export function parseFormFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(nestFormFields(fields));
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  throw new AppError(422, Object.values(errors)[0][0], errors);
}
