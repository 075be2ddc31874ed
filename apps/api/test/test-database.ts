import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openPostgres, PGLITE_EXTENSIONS, type Database } from '../src/db/client';
import { withDatabase } from './postgres-url';

/** Tables a test may not empty: data the migrations ship. */
const KEPT_TABLES = ['roles'];

/** A database of its own for one test file, copied from the migrated template (no migration per file). */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `backoffice_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name), 4);
    return {
      ...database,
      async drop() {
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  return { ...database, drop: () => database.close() };
}

/** Empties every application table, so each test starts from the migrated state. */
export async function resetDatabase(database: Database) {
  const { rows } = await database.sql.executeSql(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL($1::text[])`,
    [KEPT_TABLES],
  );
  const tables = rows.map((row) => `"public"."${String(row.tablename)}"`);
  if (tables.length > 0) await database.sql.executeSql(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}
