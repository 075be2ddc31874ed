import { z } from 'zod';
import { idField, idListField, MAX_PAGE_SIZE, PAGE_SIZE, pageField, searchField, textField } from './common';
import { mediaClassSchema } from './videos';

/** Largest PDF upload, in bytes, unless the server is configured otherwise (PDF_MAX_MB). */
export const PDF_LIBRARY_MAX_BYTES = 50 * 1024 ** 2;
/** Most PDFs one create request may carry. */
export const PDF_MAX_FILES = 20;

const FILL_ALL = 'Please fill all the fields';
const SELECT_CLASSES = 'Please select classes';

/** A row of Manage Pdfs. */
export const pdfSchema = z.object({
  id: z.number().int(),
  /** The uploaded file's name. */
  title: z.string(),
  type: z.string(),
  /** Where the viewer asks for a grant to read the file (never the file itself). */
  pdf: z.string(),
  classes: z.array(mediaClassSchema),
  createdAt: z.string(),
});
export type Pdf = z.infer<typeof pdfSchema>;

export const pdfsQuerySchema = z.object({
  q: searchField,
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

const classIdsField = (message: string) => idListField(message).refine((ids) => ids.length > 0, { message });

/** The text fields of the create and edit forms (multipart). */
export const pdfFieldsSchema = z.object({
  type: textField(FILL_ALL).trim().min(1, FILL_ALL).max(100),
  classesId: classIdsField(FILL_ALL),
});
export type PdfFields = z.infer<typeof pdfFieldsSchema>;

export const assignPdfsSchema = z.object({
  pdfsId: idListField().refine((ids) => ids.length > 0, { message: 'Please select pdfs' }),
  classesId: classIdsField(SELECT_CLASSES),
});

export const pdfIdParamSchema = z.object({ id: idField() });
