import { z } from 'zod';
import { MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE, idField, pageField } from './common';
import { dateField } from './dates';
import { LANGUAGES } from './language';

export const REPORT_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const FILL_ALL = 'Please fill all fields';

/** POST admin/reports/performance: one PDF for the class, or for one of its students. */
export const generateReportSchema = z
  .object({
    classId: idField(FILL_ALL),
    fromDate: dateField(FILL_ALL),
    toDate: dateField(FILL_ALL),
    studentId: z.preprocess((value) => (value === '' ? null : value), idField().nullish()),
    sendToPrincipal: z.boolean().default(false),
  })
  .refine((body) => body.fromDate <= body.toDate, { path: ['toDate'], message: 'The to date must be on or after the from date' });
export type GenerateReport = z.infer<typeof generateReportSchema>;

export const reportsQuerySchema = z.object({ page: pageField });

/** One row of the reports list; `file` is the download path (under /api/) when the PDF exists. */
export const reportSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  studentName: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  language: z.enum(LANGUAGES),
  sendToPrincipal: z.boolean(),
  isScheduled: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  /** Why a failed report failed, in the reader's language. */
  error: z.string().nullable(),
  file: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** POST admin/reports/class-reports/{preview,send}: the weekly e-mail to the parents of each class. */
export const classReportsSchema = z.object({
  classIds: z
    .array(idField(), { error: 'Please select classes' })
    .min(1, 'Please select classes')
    .max(MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE),
  reportDate: dateField(FILL_ALL),
});
export type ClassReportsRequest = z.infer<typeof classReportsSchema>;

/** The e-mail a class's parents would receive (one of its students as the sample) and how many go out. */
export const classReportPreviewSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  recipients: z.number().int(),
  sample: z.object({ to: z.string(), subject: z.string(), html: z.string() }).nullable(),
});
export type ClassReportPreview = z.infer<typeof classReportPreviewSchema>;
