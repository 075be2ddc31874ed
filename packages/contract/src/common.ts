import { z } from 'zod';

/** Rows per page of every list, as the spec fixes it. */
export const PAGE_SIZE = 30;
/** Rows per page of the import/export job cards. */
export const JOBS_PAGE_SIZE = 9;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

/** Largest id a PostgreSQL `integer` column holds: a larger one names no record. */
export const MAX_ID = 2_147_483_647;
/** Most ids a list in a request may carry. */
export const MAX_LIST_ITEMS = 1000;

// NUL (PostgreSQL refuses it), other control characters except tab and line breaks, and lone surrogates (not Unicode).
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is refused
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
/** True for text a person can type: no control characters and well-formed Unicode. */
export const isCleanText = (text: string) => !FORBIDDEN_CHARACTERS.test(text);
export const INVALID_TEXT_MESSAGE = 'The text contains characters that are not allowed';

/**
 * The one text schema of every request field: a string (never a number turned into one), without NUL,
 * control characters or lone surrogates. Chain `.trim().min().max()` on it.
 */
export const textField = (error?: string) => z.string(error ? { error } : undefined).refine(isCleanText, INVALID_TEXT_MESSAGE);

/** An id as text (a path, a query, a form): digits only, so ' 1', '+1', '0x1', '1e0' and '01' name no record. */
const ID_TEXT = /^[1-9]\d*$/;

/**
 * The one id schema: a positive whole number that fits PostgreSQL's `integer`. Path and query ids arrive as
 * text and must be plain digits; a JSON body may send the number itself.
 */
export const idField = (message = 'The selected id is invalid') =>
  z.preprocess(
    (value) => (typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );

/** The `id` a PUT body may repeat: ignored, but still an id when given. */
export const optionalIdField = () =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), idField().optional());

export const TOO_MANY_ITEMS_MESSAGE = 'The list has too many items';

/** A list of record ids, at most MAX_LIST_ITEMS, duplicates dropped; a missing list is empty. */
export const idListField = (message = 'The list must hold ids') =>
  z
    .array(idField(message), { error: message })
    .max(MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]);

/** Free-text search of a list. */
export const searchField = textField().trim().max(200).optional();
/** 1-based page number. */
export const pageField = z.coerce.number().int().min(1).max(MAX_ID).default(1);

/** Query of every list: free-text search, 1-based page, page size. */
export const listQuerySchema = z.object({
  q: searchField,
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page's edge as the list answered it (`next_cursor`, `previous_cursor`): opaque, base64url. */
const pageCursorField = z
  .string()
  .max(1000, 'The page cursor is not valid')
  .regex(/^[\w-]+$/, 'The page cursor is not valid')
  .optional();

/**
 * Query of a list long enough to page by key: `page` still numbers the page, and Next sends `after` (the
 * previous page's `next_cursor`), Previous sends `before`, so the page is read from its edge, not counted to.
 */
export const keysetListQuerySchema = listQuerySchema.extend({ after: pageCursorField, before: pageCursorField });
export type KeysetListQuery = z.infer<typeof keysetListQuerySchema>;

/** Path parameter of a single record. */
export const idParamSchema = z.object({ id: idField() });

export const paginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  /** Present (true) when `total` is the database's estimate: a long list is not counted row by row. */
  total_is_estimate: z.boolean().optional(),
  /** On lists paged by key: send as `after` with the next page, and `previous_cursor` as `before` with the previous one. */
  next_cursor: z.string().optional(),
  previous_cursor: z.string().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Field name to its messages, as every 4xx answer carries them in `data`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Envelope of every answer that carries one record (or none). */
export const itemResponse = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data, errors: z.unknown().optional() });

/** Envelope of every list answer. */
export const listResponse = <T extends z.ZodType>(row: T) =>
  z.object({
    message: z.string(),
    data: z.array(row),
    meta: z.object({ pagination: paginationSchema }),
    errors: z.unknown().optional(),
  });

export const messageResponse = itemResponse(z.null());

/** Envelope of every 4xx/5xx answer. */
export const errorResponseSchema = z.object({
  message: z.string(),
  /** The field errors of a 422, or the facts of a conflict (409/412: the values on both sides). */
  data: z.union([fieldErrorsSchema, z.record(z.string(), z.unknown())]).nullable(),
  errors: fieldErrorsSchema.nullable(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export type ListResponse<T> = {
  message: string;
  data: T[];
  meta: { pagination: Pagination };
};
export type ItemResponse<T> = { message: string; data: T };
