import { z } from 'zod';
import { JOBS_PAGE_SIZE, listQuerySchema, MAX_PAGE_SIZE } from './common';
import { JOB_STATUSES, jobMessageSchema, jobProgressSchema, jobRowErrorSchema } from './jobs';

export const IMPORT_EXPORT_TYPES = ['import', 'export'] as const;
export type ImportExportType = (typeof IMPORT_EXPORT_TYPES)[number];

/** An import or export is a job like any other: pending → in_progress → completed | failed. */
export const IMPORT_EXPORT_STATUSES = JOB_STATUSES;
export type ImportExportStatus = (typeof IMPORT_EXPORT_STATUSES)[number];

/** What a job imports or exports; students are the only kind so far. */
export const IMPORT_EXPORT_ENTITIES = ['students'] as const;

/** Largest spreadsheet an import accepts, in bytes (10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** File endings an import accepts. */
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls'] as const;

/** The problems of one sheet row in the reader's language; row_number is the spreadsheet's own (the header is row 1). */
export const rowErrorSchema = z.object({ row_number: z.number().int(), errors: z.array(z.string()) });
export type RowError = z.infer<typeof rowErrorSchema>;

/**
 * One card of the Import/Export page. `url` is set only for a completed export. The spec's
 * error_message and errors_json come in the request's language; `error` and `row_errors` carry the
 * same as codes with their values, which the web renders in the language on screen.
 */
export const importExportJobSchema = z.object({
  id: z.number().int(),
  type: z.enum(IMPORT_EXPORT_TYPES),
  status: z.enum(IMPORT_EXPORT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  file_name: z.string(),
  entity_type: z.string(),
  url: z.string().nullable(),
  error_message: z.string().nullable(),
  errors_json: z.array(rowErrorSchema).nullable(),
  error: jobMessageSchema.nullable(),
  row_errors: z.array(jobRowErrorSchema).nullable(),
  /** While it runs, how far it is; once an import has completed, done = students imported of total = rows read. */
  progress: jobProgressSchema,
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_by: z.number().int().nullable(),
});
export type ImportExportJob = z.infer<typeof importExportJobSchema>;

/** Query of GET admin/import-export-requests: 9 cards a page, optionally one type. */
export const importExportListQuerySchema = listQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(JOBS_PAGE_SIZE),
  type: z.enum(IMPORT_EXPORT_TYPES).optional(),
});
export type ImportExportListQuery = z.infer<typeof importExportListQuerySchema>;

/** The multipart text field `only_valid`: 1/true writes the valid rows even when others fail. */
export const onlyValidFieldSchema = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'on');

/**
 * Columns of the student sheet, in export order. An import names its columns by the header row;
 * name, gender, birthDate, email and phone are required, centerId (or center) when studentType is center.
 */
export const STUDENT_SHEET_COLUMNS = [
  'name',
  'nickname',
  'email',
  'phone',
  'gender',
  'birthDate',
  'schoolName',
  'studentType',
  'centerId',
  'center',
  'facebookName',
  'facebookUrl',
  'motherName',
  'motherEmail',
  'motherPhone',
  'fatherName',
  'fatherEmail',
  'fatherPhone',
] as const;
export type StudentSheetColumn = (typeof STUDENT_SHEET_COLUMNS)[number];
export const STUDENT_SHEET_REQUIRED_COLUMNS = ['name', 'email', 'phone', 'gender', 'birthDate'] as const;
