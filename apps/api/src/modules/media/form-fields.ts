import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { applyFormScope } from '../../plugins/policy';
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

/**
 * The form's fields parsed (422), then the route's declared `form.<field>` scope applied to them (403): a form
 * without a file is scoped here only; one with a file was scoped already on the fields before it.
 */
export async function parseScopedForm<T>(
  db: Db,
  request: FastifyRequest,
  schema: z.ZodType<T>,
  fields: Record<string, string>,
): Promise<T> {
  const parsed = parseFormFields(schema, fields);
  await applyFormScope(db, request, parsed as Record<string, unknown>);
  return parsed;
}
