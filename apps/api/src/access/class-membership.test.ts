import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { createClass, createStudent } from '../../test/factories';
import { classes, users } from '../db/schema';
import { isMemberOfClass } from './class-membership';

const t = useTestApp();

describe('class membership', () => {
  it('counts an enrolled student as a member only while approved and active', async () => {
    const db = t.database.db;
    const student = await createStudent(db);
    const klass = await createClass(db, { students: [student.id] });
    const other = await createClass(db);
    const isMember = async (classId: number) =>
      (
        await db
          .select({ is: sql<boolean>`${isMemberOfClass(classes.id, student.id)}` })
          .from(classes)
          .where(eq(classes.id, classId))
      )[0]?.is;

    expect(await isMember(klass.id)).toBe(true);
    expect(await isMember(other.id)).toBe(false);
    await db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    expect(await isMember(klass.id)).toBe(false);
  });
});
