import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  type AuthUser,
  type ImportExportJob,
  type ImportExportListQuery,
  type ImportExportType,
  type JobMessage,
  type JobRowError,
  type JobType,
  type RowError,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { presentProgress, type JobRow } from '../../jobs/jobs.service';
import { containsText, countMatching, pageMeta, pageWindow } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import { EXPORT_JOB_TYPES } from '../../access/record-access';

/** Translates a message of the API into the request's language (request.t). */
export type Translate = (message: string, params?: Record<string, string | number>) => string;

/** The job types the Import/Export page lists, by tab. */
const TYPES_OF: Record<ImportExportType, JobType[]> = { import: ['student-import'], export: EXPORT_JOB_TYPES };
const KIND_OF = Object.fromEntries(
  Object.entries(TYPES_OF).flatMap(([kind, types]) => types.map((type) => [type, kind])),
) as Record<string, ImportExportType>;
const LISTED_TYPES = Object.values(TYPES_OF).flat();

const downloadUrl = (id: number) => `/api/admin/import-export-requests/${id}/download`;

const messageText = (t: Translate, message: JobMessage) =>
  t(JOB_MESSAGES[message.code as keyof typeof JOB_MESSAGES] ?? message.code, message.params);
const rowErrorText = (t: Translate, error: JobRowError) =>
  error.code ? messageText(t, { code: error.code, params: error.params ?? {} }) : t(error.message ?? '');

/** The spec's errors_json: each row once, with its problems as text in the reader's language. */
function groupRowErrors(t: Translate, errors: JobRowError[] | null): RowError[] | null {
  if (!errors) return null;
  const byRow = new Map<number, string[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), rowErrorText(t, error)]);
  return [...byRow].map(([row, texts]) => ({ row_number: row, errors: texts }));
}

/** The card the Import/Export page shows; never the stored file names or the job's input. */
export function presentJob(row: JobRow, t: Translate): ImportExportJob {
  const type = KIND_OF[row.type];
  const hasDownload = type === 'export' && row.status === 'completed' && row.resultFile !== null;
  return {
    id: row.id,
    type,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    file_name: row.fileName ?? '',
    entity_type: row.entityType,
    url: hasDownload ? downloadUrl(row.id) : null,
    error_message: row.error ? messageText(t, row.error) : null,
    errors_json: groupRowErrors(t, row.rowErrors),
    error: row.error,
    row_errors: row.rowErrors,
    progress: presentProgress(row),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_by: row.createdBy,
  };
}

/** Import and export jobs newest first; a non-admin sees only their own. */
export async function listJobs(db: Db, user: AuthUser, query: ImportExportListQuery, t: Translate) {
  const filters: (SQL | undefined)[] = [
    inArray(jobs.type, query.type ? TYPES_OF[query.type] : LISTED_TYPES),
    user.mainRole === 'admin' ? undefined : eq(jobs.createdBy, user.id),
    query.q ? or(containsText(jobs.fileName, query.q), containsText(jobs.entityType, query.q)) : undefined,
  ];
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(limit).offset(offset),
    countMatching(db, () => db.select({ id: jobs.id }).from(jobs).where(where).$dynamic()),
  ]);
  return { rows: rows.map((row) => presentJob(row, t)), meta: pageMeta(total, rows.length, query) };
}

/**
 * The file of a completed export: 404 unknown or without a file. Someone else's is the route's scope's 403
 * (`{ record: 'exportJob' }`: the requester's, or any for an admin).
 */
export async function findDownload(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.type, TYPES_OF.export)));
  if (!row) throw notFound();
  if (row.status !== 'completed' || !row.resultFile) throw notFound();
  return { fileName: row.fileName ?? 'export.xlsx', storedFile: row.resultFile };
}
