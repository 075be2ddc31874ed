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

/**
 * Empties every application table that holds a row, and sets back every sequence those tables own that was
 * used, so each test starts from the migrated state. One statement, on the server: emptying only what a test
 * wrote (a test writes a few of the 60 tables) and setting sequences back with setval is what makes it quick;
 * TRUNCATE of every table with RESTART IDENTITY gave each one new files, about 450 ms a test on a PostgreSQL
 * server and 90 ms on PGlite.
 */
export async function resetDatabase(database: Database) {
  await database.sql.executeSql(RESET_SQL, []);
}

const KEPT = `ARRAY[${KEPT_TABLES.map((name) => `'${name}'`).join(', ')}]`;
const RESET_SQL = `DO $$
DECLARE
  name text;
  has_rows boolean;
  written text[] := '{}';
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL(${KEPT}) LOOP
    EXECUTE format('SELECT EXISTS (SELECT FROM public.%I)', name) INTO has_rows;
    IF has_rows THEN written := written || format('public.%I', name); END IF;
  END LOOP;
  IF cardinality(written) > 0 THEN EXECUTE 'TRUNCATE ' || array_to_string(written, ', ') || ' CASCADE'; END IF;
  FOR name IN
    SELECT format('public.%I', sequence.relname)
    FROM pg_class sequence
    JOIN pg_depend owned ON owned.objid = sequence.oid AND owned.deptype IN ('a', 'i')
    JOIN pg_class owner ON owner.oid = owned.refobjid
    JOIN pg_sequences used ON used.schemaname = 'public' AND used.sequencename = sequence.relname
    WHERE sequence.relkind = 'S' AND sequence.relnamespace = 'public'::regnamespace
      AND owner.relname <> ALL(${KEPT}) AND used.last_value IS NOT NULL
  LOOP
    PERFORM setval(name, 1, false);
  END LOOP;
END $$`;
