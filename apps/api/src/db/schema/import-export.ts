import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { ImportExportStatus, ImportExportType, RowError } from '@backoffice/contract';
import { timestamps } from './columns';
import { users } from './users';

/** One import or export job, as the Import/Export page lists it; the work runs in a queue worker. */
export const importExportRequests = pgTable(
  'import_export_requests',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).$type<ImportExportType>().notNull(),
    status: varchar('status', { length: 20 }).$type<ImportExportStatus>().notNull().default('pending'),
    entityType: varchar('entity_type', { length: 50 }).notNull(),
    /** The name a person reads: the uploaded file's, or the export's download name. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Generated name in the file store: the uploaded sheet of an import, the written sheet of an export. */
    storedFile: varchar('stored_file', { length: 100 }),
    /** Import only: write the valid rows even when some rows fail. */
    onlyValid: boolean('only_valid').notNull().default(false),
    errorMessage: text('error_message'),
    errorsJson: jsonb('errors_json').$type<RowError[]>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // a non-admin's own jobs, newest first
    index('import_export_requests_owner_idx').on(t.createdBy, t.id),
    // search on file name (ILIKE '%q%')
    index('import_export_requests_file_name_trgm_idx').using('gin', sql`${t.fileName} gin_trgm_ops`),
  ],
);
