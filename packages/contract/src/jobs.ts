import { z } from 'zod';

/** Every background job goes pending → in_progress → completed | failed. */
export const JOB_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Kinds of background job; each has one worker registered for it (apps/api/src/jobs/job-types.ts). */
export const JOB_TYPES = ['student-import', 'student-export', 'performance-report', 'video-transcode'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Values a coded message is filled with. */
export const jobParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type JobParams = z.infer<typeof jobParamsSchema>;

/**
 * A job's outcome as a code and its values, so each reader shows it in their language
 * (`jobs.json` on the web, JOB_MESSAGES through the shared dictionary on the API).
 */
export const jobMessageSchema = z.object({ code: z.string(), params: jobParamsSchema });
export type JobMessage = z.infer<typeof jobMessageSchema>;

/**
 * The problem of one input row: a code with its values, or a contract message (a zod text
 * that the shared dictionary translates). `row` is the sheet's own number (the header is row 1).
 */
export const jobRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  code: z.string().optional(),
  message: z.string().optional(),
  params: jobParamsSchema.optional(),
});
export type JobRowError = z.infer<typeof jobRowErrorSchema>;

/** How far a job is: `done` of `total` units (total null while unknown), percent when total is known. */
export const jobProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int().nullable(),
  percent: z.number().int().min(0).max(100).nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/**
 * English text of each job message code; {name} is filled from the params. The web's
 * `locales/{en,ar}/jobs.json` carry the same texts and the API's Arabic is in jobs.messages-ar.ts
 * (tests on both sides keep every code's texts and parameters in step).
 */
export const JOB_MESSAGES = {
  'job.notQueued': 'The job could not be queued; please try again.',
  'job.interrupted': 'The job was interrupted when the server stopped; please start it again.',
  'job.unexpected': 'The job failed unexpectedly.',
  /** A message stored before jobs were coded, shown as it was written. */
  'job.text': '{text}',
  'import.rowErrors': '{failed} of {total} rows have errors; nothing was imported.',
  'import.rowsSkipped': 'Imported {written} of {total} rows; {skipped} rows with errors were skipped.',
  'import.noValidRows': 'No row is valid; nothing was imported.',
  'import.sheetEmpty': 'The sheet is empty.',
  'import.noRows': 'The sheet has no student rows.',
  'import.missingColumns': 'The sheet is missing the required columns: {columns}.',
  /** One missing column, as a problem of the header row, so Show Errors can list them. */
  'import.missingColumn': 'The header row has no {column} column.',
  'import.unreadable': 'The file could not be read as an .xlsx spreadsheet.',
  'import.xlsUnsupported': 'Excel 97-2003 (.xls) sheets cannot be read; save the file as .xlsx and import it again.',
  'import.unexpected': 'The import failed unexpectedly; nothing was imported.',
  'import.centerNotFound': 'Center "{name}" was not found',
  'import.emailRepeated': 'The email {email} is repeated in the file (first in row {row})',
  'import.emailTaken': 'The email {email} has already been taken',
  'export.unexpected': 'The export failed unexpectedly.',
  'report.unexpected': 'The report could not be generated.',
  'report.engineMissing': 'The PDF engine (Chromium) is not installed on the server.',
  'report.classMissing': 'The class of this report no longer exists.',
  'video.ffmpegMissing': 'ffmpeg is not installed on the server, so secure videos cannot be processed.',
  'video.transcodeFailed': 'The video could not be processed: {reason}',
  'video.transcodeUnexpected': 'Processing the video failed unexpectedly.',
} as const;
export type JobMessageCode = keyof typeof JOB_MESSAGES;
/** The closed list of codes a job or a row error can carry; each has its text in English and Arabic. */
export const JOB_MESSAGE_CODES = Object.keys(JOB_MESSAGES) as JobMessageCode[];

/** A coded message, typed by its code. */
export const jobMessage = (code: JobMessageCode, params: JobParams = {}): JobMessage => ({ code, params });
