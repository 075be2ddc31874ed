import { ROLE } from '@backoffice/contract';
import type { Db } from '../src/db/client';
import { centers, users } from '../src/db/schema';
import { classCategories, classes, classStudents, classTeachers, schools } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export type RoleName = keyof typeof ROLE;
export const TEST_PASSWORD = 'correct horse battery';
const passwordHash = await hashPassword(TEST_PASSWORD);
let sequence = 0;

export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({ name: `User ${sequence}`, email: `user${sequence}@example.com`, passwordHash, mainRoleId: ROLE.teacher, ...values })
    .returning();
  return user;
}

export async function createCenter(db: Db, name = `Center ${++sequence}`) {
  const [center] = await db.insert(centers).values({ name }).returning();
  return center;
}

export async function createCourse(db: Db, values: Partial<typeof classCategories.$inferInsert> = {}) {
  sequence += 1;
  const [course] = await db
    .insert(classCategories)
    .values({ name: `Course ${sequence}`, code: `C${sequence}`, ...values })
    .returning();
  return course;
}

export async function createSchool(db: Db, name = `School ${++sequence}`) {
  const [school] = await db.insert(schools).values({ name }).returning();
  return school;
}

/** A center class (unless told otherwise) with its teachers and students linked. */
export async function createClass(
  db: Db,
  {
    teachers = [],
    students = [],
    ...values
  }: Partial<typeof classes.$inferInsert> & { teachers?: number[]; students?: number[] } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(classes)
    .values({ name: `Class ${sequence}`, type: 'center', startDate: '2026-01-01', endDate: '2026-06-30', ...values })
    .returning();
  if (teachers.length > 0) await db.insert(classTeachers).values(teachers.map((teacherId) => ({ classId: row.id, teacherId })));
  if (students.length > 0) await db.insert(classStudents).values(students.map((studentId) => ({ classId: row.id, studentId })));
  return row;
}
