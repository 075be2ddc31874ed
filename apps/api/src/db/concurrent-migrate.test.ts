import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';
import { migrationJournal } from './migration-journal';
import { withDatabase } from '../../test/postgres-url';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)('migrations on a PostgreSQL server', () => {
  it('are applied once when three processes start on an empty database together', async () => {
    const name = `backoffice_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const processes = [1, 2, 3].map(() => openPostgres(withDatabase(url!, name), 2));
    try {
      // Without the lock two of these fail on "relation already exists" from the same first migration.
      await Promise.all(processes.map((database) => database.migrate()));
      const { rows } = await processes[0]!.sql.executeSql('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations');
      expect(rows[0]!.applied).toBe(migrationJournal().length);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
