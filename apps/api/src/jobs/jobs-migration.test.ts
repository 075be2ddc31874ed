import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../db/client';

/** The migrations up to (not with) `tag`, in a folder of their own. */
async function migrationsBefore(tag: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-migrations-'));
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries)
    await fs.copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
afterAll(() => client.close());

describe('the jobs migration', () => {
  it('keeps every import/export request, its id and its messages as codes with their values', async () => {
    const before = await migrationsBefore('0009_jobs');
    await migrate(drizzle({ client }), { migrationsFolder: before });
    await fs.rm(before, { recursive: true, force: true });
    await client.exec(`
      INSERT INTO import_export_requests (id, type, status, entity_type, file_name, stored_file, only_valid, error_message, errors_json)
      VALUES
        (3, 'import', 'failed', 'students', 'a.xlsx', 'u1.xlsx', false, '2 of 3 rows have errors; nothing was imported.',
         '[{"row_number": 2, "errors": ["Name is required", "Phone is required"]}, {"row_number": 4, "errors": ["Gender is required"]}]'),
        (4, 'import', 'completed', 'students', 'b.xlsx', 'u2.xlsx', true, 'Imported 5 of 7 rows; 2 rows with errors were skipped.', null),
        (5, 'export', 'completed', 'students', 'students.xlsx', 'x1.xlsx', false, null, null),
        (6, 'import', 'failed', 'students', 'c.xlsx', 'u3.xlsx', false, 'The sheet is empty.', null),
        (7, 'import', 'failed', 'students', 'd.xlsx', 'u4.xlsx', false, 'Something nobody coded.', null),
        (8, 'import', 'in_progress', 'students', 'e.xlsx', 'u5.xlsx', false, null, null);`);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<Record<string, unknown>>(
      'SELECT id, type, status, file_name, input, result_file, error, row_errors FROM jobs ORDER BY id',
    );
    expect(rows).toEqual([
      {
        id: 3,
        type: 'student-import',
        status: 'failed',
        file_name: 'a.xlsx',
        input: { storedFile: 'u1.xlsx', onlyValid: false },
        result_file: null,
        error: { code: 'import.rowErrors', params: { failed: 2, total: 3 } },
        row_errors: [
          { row: 2, field: null, message: 'Name is required' },
          { row: 2, field: null, message: 'Phone is required' },
          { row: 4, field: null, message: 'Gender is required' },
        ],
      },
      expect.objectContaining({ id: 4, error: { code: 'import.rowsSkipped', params: { written: 5, total: 7, skipped: 2 } } }),
      expect.objectContaining({ id: 5, type: 'student-export', input: {}, result_file: 'x1.xlsx', error: null }),
      expect.objectContaining({ id: 6, error: { code: 'import.sheetEmpty', params: {} } }),
      expect.objectContaining({ id: 7, error: { code: 'job.text', params: { text: 'Something nobody coded.' } } }),
      // Left for the start-up check, which fails it with its reason.
      expect.objectContaining({ id: 8, status: 'in_progress' }),
    ]);
    const next = await client.query<{ id: number }>(
      `INSERT INTO jobs (type, entity_type) VALUES ('student-export', 'students') RETURNING id`,
    );
    expect(next.rows[0].id).toBe(9);
    const old = await client.query(`SELECT to_regclass('import_export_requests') AS name`);
    expect(old.rows).toEqual([{ name: null }]);
  });
});
