import type { PGlite } from '@electric-sql/pglite';

/**
 * An online backup of the embedded database in progress (PostgreSQL's own low-level backup, as
 * pg_basebackup takes it): its data directory's files may be copied while statements keep running, in
 * any order and torn, since PostgreSQL logs every page changed meanwhile whole in the WAL, and replays
 * that WAL (from the checkpoint `stop()`'s backup_label names) when the copy is first opened.
 */
export type OnlineBackup = {
  /** The data directory on disk, to copy while the backup runs. */
  dataDir: string;
  migrations: number;
  /**
   * Ends backup mode: the backup_label to write into the copy, and the WAL segments (names in pg_wal) from
   * the first to the last the copy needs, kept until then by a replication slot. Also ends a backup given up.
   */
  stop(): Promise<{ labelFile: string; firstWal: string; lastWal: string }>;
};

const SLOT = 'backoffice_backup';

/** PostgreSQL runs one backup per session, and PGlite is one session. */
export class BackupInProgressError extends Error {
  constructor() {
    super('a backup is already being taken');
  }
}

/**
 * Starts an online backup of an on-disk PGlite; null when the database is in memory (no files to copy).
 * Throws BackupInProgressError while another runs.
 */
export function onlineBackups(opened: PGlite, query: PGlite['query']): () => Promise<OnlineBackup | null> {
  let running = false;
  return async () => {
    const dataDir = opened.dataDir;
    if (!dataDir || dataDir.startsWith('memory://')) return null;
    if (running) throw new BackupInProgressError();
    running = true;
    let migrations = 0;
    try {
      const { rows } = await query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
      // The slot keeps the WAL from here on, whatever checkpoint happens while the files are copied.
      migrations = rows[0].count;
      await query(`SELECT pg_create_physical_replication_slot('${SLOT}', true, true)`);
      // pg_backup_start is one statement, run on this thread: a WAL switch (a new segment), then a checkpoint
      // (every page changed since the last written). Each done first as a statement of its own, in its own
      // turn of the event loop, leaves it little to do, and no one step holds the loop as long.
      await query('CHECKPOINT');
      await query('SELECT pg_switch_wal()');
      await query(`SELECT pg_backup_start('backoffice', true)`);
    } catch (error) {
      running = false;
      await query(`SELECT pg_drop_replication_slot('${SLOT}')`).catch(() => undefined);
      throw error;
    }
    return {
      dataDir,
      migrations,
      async stop() {
        try {
          const { rows: [stopped] } = await query<{ labelfile: string; last: string }>(
            'SELECT labelfile, pg_walfile_name(lsn) AS last FROM pg_backup_stop(false)',
          );
          const first = /\(file ([0-9A-F]{24})\)/.exec(stopped.labelfile)?.[1];
          if (!first) throw new Error('pg_backup_stop gave a backup label without its first WAL file');
          return { labelFile: stopped.labelfile, firstWal: first, lastWal: stopped.last };
        } finally {
          await query(`SELECT pg_drop_replication_slot('${SLOT}')`).catch(() => undefined);
          running = false;
        }
      },
    };
  };
}
