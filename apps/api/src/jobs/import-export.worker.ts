import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/file-store';
import { loggableError } from '../lib/loggable-error';
import { runStudentExport } from '../modules/import-export/student-export.service';
import { runStudentImport } from '../modules/import-export/student-import.service';

/** What an import or export queue job carries: the row of import_export_requests it runs. */
export type ImportExportJobData = { requestId: number };

/** The student import and export workers; each job records its outcome on its own row, so none is retried. */
export async function startImportExportWorkers(
  boss: PgBoss,
  names: { import: string; export: string },
  db: Db,
  files: FileStore,
) {
  const log = (message: string, error?: unknown) => console.error(message, loggableError(error));
  const deps = { db, files, log };
  // Half a second between polls: a person is waiting for the card to turn green.
  const options = { pollingIntervalSeconds: 0.5 };
  await boss.work<ImportExportJobData>(names.import, options, async (jobs) => {
    for (const job of jobs) await runStudentImport(deps, job.data.requestId);
  });
  await boss.work<ImportExportJobData>(names.export, options, async (jobs) => {
    for (const job of jobs) await runStudentExport(deps, job.data.requestId);
  });
}
