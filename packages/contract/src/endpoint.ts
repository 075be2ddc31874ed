import type { z } from 'zod';
import { errorResponseSchema } from './common';

/**
 * Who may call an endpoint: anyone, any signed-in staff member, admins only, a signed-in student, or
 * either audience ('viewer', for what both open, such as a video grant).
 */
export type Guard = 'public' | 'staff' | 'admin' | 'student' | 'viewer';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The error answers an endpoint can give, each with the error envelope: a 4xx, or 502 when a service it calls refuses. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 423 | 429 | 502;

/**
 * zod's core schema type, not the class API's z.ZodType: checking a definition against it compares one `_zod`
 * property instead of every method of a schema class, which made the type check several times slower.
 */
type Schema<Output = unknown> = z.core.$ZodType<Output>;
type ObjectSchema = Schema<Record<string, unknown>>;

/**
 * One API endpoint, declared once: the server registers its route from it (plugins/endpoints.ts) and the
 * web calls it through the typed client (lib/api-client.ts), both with the same schemas.
 */
export type Endpoint = {
  method: HttpMethod;
  /** From the API root, with `:name` parameters: `/admin/centers/:id`. */
  path: string;
  guard: Guard;
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** Request headers it reads (lowercase names, a loose object: the others pass through), e.g. `idempotency-key`. */
  headers?: ObjectSchema;
  /** A JSON body. */
  body?: Schema;
  /**
   * A multipart/form-data body, read part by part by its handler (a file upload); a schema of its fields
   * documents them (OpenAPI). Beside a `body`, the route takes either: JSON validated by `body`, or the form.
   */
  form?: true | Schema;
  /** The success answer's schema, or 'file' for bytes (a download, a stream). */
  response: Schema | 'file';
  /** A 'file' answer's media type, as the OpenAPI document lists it (default `application/octet-stream`). */
  fileType?: string;
  /** Its success answer (and a 412) carries the version of what it read or wrote in an `ETag` header. */
  etag?: true;
  /** The success status: 200 unless 201 is declared. */
  status?: 200 | 201;
  /** It may answer 302 to another address instead of its JSON answer (a join link). */
  redirects?: true;
  /** Error answers beyond those its shape implies (see errorStatusesOf). */
  errors?: readonly ErrorStatus[];
  /** The `data` of its 409 answer, the facts the caller resolves the conflict with (e.g. both totals). */
  conflictData?: Schema;
  /** The `data` of its 412 answer: what a stale `If-Match` would have overwritten (e.g. a tab's cells). */
  staleData?: Schema;
  summary?: string;
  description?: string;
};

/** Declares an endpoint, keeping its literal types for the server's handler and the web's caller. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/**
 * Every 4xx an endpoint can answer: 401 behind a sign-in, 403 behind a role or a class scope (or a record
 * in a student's path that is not theirs), 404 for a record in its path, 422 for a query or body that does
 * not validate, and what it declares (409, 413…).
 * A multipart body is never JSON-validated, but its fields are: 422 as well, and 413/415 for its files.
 */
export function errorStatusesOf(definition: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(definition.errors ?? []);
  if (definition.conflictData) statuses.add(409);
  if (definition.staleData) statuses.add(412);
  if (definition.guard !== 'public') statuses.add(401);
  if (definition.guard === 'admin' || definition.guard === 'staff') statuses.add(403);
  // A student reaches only their own classes' records: another's answers 403.
  if ((definition.guard === 'student' || definition.guard === 'viewer') && definition.params) statuses.add(403);
  if (definition.params) statuses.add(404);
  if (definition.query || definition.headers || definition.body || definition.form) statuses.add(422);
  // An upload can be too large or of the wrong type.
  if (definition.form) [413, 415].forEach((status) => statuses.add(status as ErrorStatus));
  return [...statuses].sort((a, b) => a - b);
}

/** The response schema of each status an endpoint answers: its success and every error envelope. */
export function responsesOf(definition: Endpoint): Record<number, Schema> {
  const responses: Record<number, Schema> = {};
  if (definition.response !== 'file') responses[definition.status ?? 200] = definition.response;
  for (const status of errorStatusesOf(definition)) responses[status] = errorResponseSchema;
  if (definition.conflictData) responses[409] = errorResponseSchema.extend({ data: definition.conflictData });
  if (definition.staleData) responses[412] = errorResponseSchema.extend({ data: definition.staleData });
  return responses;
}

export { pathOf } from './path';

/** What an endpoint answers on success. */
export type ResponseOf<E extends Endpoint> = E['response'] extends Schema ? z.output<E['response']> : Blob;
