import { z } from 'zod';

/** Rows per page of every list, as the spec fixes it. */
export const PAGE_SIZE = 30;
/** Rows per page of the import/export job cards. */
export const JOBS_PAGE_SIZE = 9;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Query of every list: free-text search, 1-based page, page size. */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Path parameter of a single record. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const paginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  /** Present (true) when `total` is the database's estimate: a long list is not counted row by row. */
  total_is_estimate: z.boolean().optional(),
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
  data: fieldErrorsSchema.nullable(),
  errors: fieldErrorsSchema.nullable(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export type ListResponse<T> = {
  message: string;
  data: T[];
  meta: { pagination: Pagination };
};
export type ItemResponse<T> = { message: string; data: T };
