import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { cancelQueriesOfGoneClients } from './cancellable-pool';
import { surviveConnectionLoss } from './connection-loss';
import { takingTurns } from './pglite-turns';
import { onlineBackups, type OnlineBackup } from './pglite-online-backup';
import { listenOnPostgres, type NoticeHandlers, type Unlisten } from './pg-listener';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The handle inside db.transaction(...). It is a `Db` (drizzle's transaction extends its database), so a
 * function that may run inside a caller's transaction takes `Db` and is handed `tx` without a cast.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs one SQL text, with or without parameters; pg-boss and raw maintenance use it. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** A consistent copy of the embedded database: its data directory as a tarball, and the migrations it has. */
export type DatabaseSnapshot = { tarball: Blob; migrations: number };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` as transactions commit, from every process on the database; one listener per
   * process is enough (the class events hub). Unlisten before close.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<Unlisten>;
  /** The connections open and in use, and the statements waiting for one (the metrics). */
  connections(): { open: number; inUse: number; waiting: number };
  /** PGlite only: a consistent copy for a backup (a server is backed up with pg_dump instead). */
  snapshot?: () => Promise<DatabaseSnapshot>;
  /** PGlite on disk only: an online backup, its files copied while statements run (null: in memory, or one runs). */
  startBackup?: () => Promise<OnlineBackup | null>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Wraps an open PGlite; `dataDir` undefined means in memory (tests load a migrated template). Its statements
 * take turns with the rest of the event loop (takingTurns).
 */
export function fromPglite(opened: PGlite): Database {
  const turns = { pending: 0 };
  const client = takingTurns(opened, turns);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    sql: {
      // PGlite's extended protocol takes one statement; parameterless multi-statement SQL goes through exec.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    // In this process only (PGlite has no other): delivered at commit, as on a server.
    listen: (channel, { onNotice }) => opened.listen(channel, onNotice),
    // One connection, in the process: in use while a statement runs, the others wait their turn.
    connections: () => ({ open: 1, inUse: Math.min(turns.pending, 1), waiting: Math.max(turns.pending - 1, 0) }),
    // In memory (tests): taken between two statements (a transaction is one turn), after a checkpoint so the
    // copy opens without replaying the WAL. It holds the event loop while it is made (about 1 s for 40 MB).
    snapshot: () =>
      client.alone(async () => {
        const { rows } = await opened.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
        await opened.exec('CHECKPOINT');
        return { tarball: await opened.dumpDataDir('none'), migrations: rows[0].count };
      }),
    startBackup: onlineBackups(opened, client.query.bind(client)),
    close: () => opened.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

/** PostgreSQL cancels a statement running longer than this (a list's query takes milliseconds). */
export const STATEMENT_TIMEOUT_MS = 15_000;

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, statement_timeout: STATEMENT_TIMEOUT_MS });
  // A client losing its connection (a database restart) must not take the process down; the next query reconnects.
  surviveConnectionLoss(pool);
  cancelQueriesOfGoneClients(pool, connectionString);
  return fromPgPool(pool, connectionString);
}

/** The advisory lock key every process takes to migrate (any constant no other code uses). */
const MIGRATION_LOCK = 7_310_001;

/**
 * Wraps an open pool (the benchmark watches its queries). Migrations run on a connection of their own,
 * without the statement timeout: building an index on a large table may take longer.
 */
export function fromPgPool(pool: pg.Pool, connectionString: string): Database {
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    sql: { executeSql: (text, values) => pool.query(text, values) },
    async migrate() {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        // Processes starting together migrate one at a time: the first applies, the others wait and find nothing to do.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.end(); // ends the session, and with it the lock
      }
    },
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    connections: () => ({
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
