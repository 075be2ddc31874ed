import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type {
  AuthUser,
  ImportExportJob,
  ImportExportListQuery,
  ImportExportStatus,
  ImportExportType,
  RowError,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { importExportRequests } from '../../db/schema';
import { containsText, countMatching, pageMeta, pageWindow } from '../../lib/lists';
import { forbidden, notFound } from '../../plugins/app-error';

export type JobRow = typeof importExportRequests.$inferSelect;

const downloadUrl = (id: number) => `/api/admin/import-export-requests/${id}/download`;

/** The card the Import/Export page shows; never the stored file name. */
export function presentJob(row: JobRow): ImportExportJob {
  const hasDownload = row.type === 'export' && row.status === 'completed' && row.storedFile !== null;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    file_name: row.fileName,
    entity_type: row.entityType,
    url: hasDownload ? downloadUrl(row.id) : null,
    error_message: row.errorMessage,
    errors_json: row.errorsJson,
    created_by: row.createdBy,
  };
}

export async function createJob(
  db: Db,
  values: { type: ImportExportType; fileName: string; storedFile?: string; onlyValid?: boolean; createdBy: number },
): Promise<JobRow> {
  const [row] = await db
    .insert(importExportRequests)
    .values({ entityType: 'students', ...values })
    .returning();
  return row;
}

/** Moves a job to in_progress; null when it is already finished (a redelivered queue job). */
export async function claimJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db
    .update(importExportRequests)
    .set({ status: 'in_progress', updatedAt: new Date() })
    .where(and(eq(importExportRequests.id, id), inArray(importExportRequests.status, ['pending', 'in_progress'])))
    .returning();
  return row ?? null;
}

export async function finishJob(
  db: Db,
  id: number,
  status: Extract<ImportExportStatus, 'completed' | 'failed'>,
  values: { errorMessage?: string | null; errorsJson?: RowError[] | null; storedFile?: string | null },
): Promise<void> {
  await db
    .update(importExportRequests)
    .set({ status, ...values, updatedAt: new Date() })
    .where(eq(importExportRequests.id, id));
}

/** Jobs newest first; a non-admin sees only their own. */
export async function listJobs(db: Db, user: AuthUser, query: ImportExportListQuery) {
  const filters: (SQL | undefined)[] = [
    user.mainRole === 'admin' ? undefined : eq(importExportRequests.createdBy, user.id),
    query.type ? eq(importExportRequests.type, query.type) : undefined,
    query.q
      ? or(containsText(importExportRequests.fileName, query.q), containsText(importExportRequests.entityType, query.q))
      : undefined,
  ];
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.select().from(importExportRequests).where(where).orderBy(desc(importExportRequests.id)).limit(limit).offset(offset),
    countMatching(db, () => db.select({ id: importExportRequests.id }).from(importExportRequests).where(where).$dynamic()),
  ]);
  return { rows: rows.map(presentJob), meta: pageMeta(total, rows.length, query) };
}

/** The file of a completed export the user may read: 404 unknown or without a file, 403 someone else's. */
export async function findDownload(db: Db, user: AuthUser, id: number) {
  const [row] = await db.select().from(importExportRequests).where(eq(importExportRequests.id, id));
  if (!row) throw notFound();
  if (user.mainRole !== 'admin' && row.createdBy !== user.id) throw forbidden();
  if (row.type !== 'export' || row.status !== 'completed' || !row.storedFile) throw notFound();
  return { fileName: row.fileName, storedFile: row.storedFile };
}

export async function failJob(db: Db, id: number, errorMessage: string) {
  await finishJob(db, id, 'failed', { errorMessage });
}
