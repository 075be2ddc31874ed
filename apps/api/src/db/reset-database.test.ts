import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createCenter, createClass, createStudent } from '../../test/factories';

// The tests of a file share one database, emptied before each (test/test-database.ts): a test must find no row
// an earlier one wrote, ids from 1 again, and the roles the migrations ship.
describe('each API test starts from the migrated database', () => {
  const t = useTestApp();
  const count = async (table: string) =>
    Number((await t.database.sql.executeSql(`SELECT count(*) AS n FROM ${table}`, [])).rows[0].n);

  it('writes rows into several tables (and leaves a deleted one behind in another)', async () => {
    const student = await createStudent(t.database.db);
    await createClass(t.database.db, { students: [student.id] });
    const center = await createCenter(t.database.db);
    await createCenter(t.database.db);
    await t.database.sql.executeSql('DELETE FROM centers WHERE id = $1', [center.id]);
    expect(await count('student_profiles')).toBe(1);
  });

  it('finds every table empty, ids from 1 again, and the roles kept', async () => {
    expect(await count('users')).toBe(0);
    expect(await count('student_profiles')).toBe(0);
    expect(await count('classes')).toBe(0);
    expect(await count('centers')).toBe(0);
    expect(await count('roles')).toBeGreaterThan(0);
    expect((await createStudent(t.database.db)).id).toBe(1);
    expect((await createCenter(t.database.db)).id).toBe(1);
  });
});
