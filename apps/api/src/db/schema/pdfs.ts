import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { classes } from './classes';

/** The PDF library (Manage Pdfs): one uploaded file each, served only through a grant. */
export const pdfs = pgTable(
  'pdfs',
  {
    id: serial('id').primaryKey(),
    /** The uploaded file's name, shown as Pdf Name. */
    title: varchar('title', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    /** Generated name in the file store. */
    filePath: varchar('file_path', { length: 64 }).notNull(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    // admin/pdf list search on title and type (ILIKE '%q%')
    index('pdfs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const classPdfs = pgTable(
  'class_pdfs',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    pdfId: integer('pdf_id')
      .notNull()
      .references(() => pdfs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.pdfId] }),
    // the classes of a pdf (list column)
    index('class_pdfs_pdf_idx').on(t.pdfId),
  ],
);
