import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { migrationJournal } from '../../db/migration-journal';
import type { FileStore } from '../../storage/file-store';

/** How long readiness waits for each part: a probe must answer well within its own timeout. */
export const READY_TIMEOUT_MS = 1000;

/** What keeps the process from serving, as the 503 names it. */
export type Missing = 'starting' | 'stopping' | 'database' | 'migrations' | 'file store';

/** PostgreSQL's "no such table" and "no such schema": the database answers, but was never migrated. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

/** The driver's SQLSTATE, under drizzle's wrapping (`cause`) when there is one. */
const codeOf = (error: unknown): string | undefined =>
  error instanceof Error ? ((error as { code?: string }).code ?? codeOf(error.cause)) : undefined;

/**
 * When the newest migration of this build was generated (the journal's `when`). drizzle's migrator records
 * it as `created_at` and applies every migration newer than the newest recorded, so the database is up to
 * date exactly when its newest `created_at` is at least this.
 */
export const newestMigrationMillis = (): number => Math.max(...migrationJournal().map((entry) => entry.when));

/** Resolves to `fallback` when `work` has not settled within `timeoutMs`. */
async function within<T>(work: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), timeoutMs)));
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** One query answers both: does the database answer, and has it every migration of this build? */
async function checkDatabase(db: Db, newestMigration: number): Promise<Missing[]> {
  try {
    const { rows } = (await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { newest: string | number | null }[];
    };
    return Number(rows[0]?.newest ?? 0) >= newestMigration ? [] : ['migrations'];
  } catch (error) {
    return NOT_MIGRATED_CODES.has(codeOf(error) ?? '') ? ['migrations'] : ['database'];
  }
}

export type ReadinessDeps = {
  db: Db;
  files: Pick<FileStore, 'ping'>;
  isStarting?: () => boolean;
  isStopping?: () => boolean;
};

/**
 * The readiness check: the process has started (while it waits for its database, what is missing is named,
 * or `starting` while it migrates) and is not stopping, the database answers within `timeoutMs` with every
 * migration applied, and the file store answers. Probes arriving while one runs share it, so a database that
 * hangs is not sent one more query per probe.
 */
export function readinessProbe(
  { db, files, isStarting = () => false, isStopping = () => false }: ReadinessDeps,
  timeoutMs = READY_TIMEOUT_MS,
) {
  const newestMigration = newestMigrationMillis();
  let running: Promise<Missing[]> | null = null;
  const probe = async (): Promise<Missing[]> => {
    const [database, fileStore] = await Promise.all([
      within(checkDatabase(db, newestMigration), timeoutMs, ['database'] as Missing[]),
      within(
        files.ping().then(
          () => [] as Missing[],
          () => ['file store'] as Missing[],
        ),
        timeoutMs,
        ['file store'] as Missing[],
      ),
    ]);
    return [...database, ...fileStore];
  };
  return {
    /** What is missing for the process to serve; empty when it is ready. */
    missing(): Promise<Missing[]> {
      // A stopping process is taken out of the load balancer first, whatever its parts answer.
      if (isStopping()) return Promise.resolve(['stopping']);
      running ??= probe().finally(() => (running = null));
      if (!isStarting()) return running;
      return running.then((missing) => (missing.length > 0 ? missing : ['starting']));
    },
  };
}
