import { ROLE } from '@backoffice/contract';
import type { Db } from '../src/db/client';
import {
  centers,
  classCategories,
  classes,
  classStudents,
  classTeachers,
  schools,
  studentProfiles,
  users,
} from '../src/db/schema';
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

export type StudentValues = Partial<typeof users.$inferInsert> & {
  profile?: Partial<Omit<typeof studentProfiles.$inferInsert, 'userId'>>;
  /** The classes the student is enrolled in. */
  classes?: number[];
};

/** A student as the app makes one: the account, its profile and its classes. */
export async function createStudent(db: Db, { profile = {}, classes: classIds = [], ...values }: StudentValues = {}) {
  const student = await createUser(db, { mainRoleId: ROLE.student, ...values });
  await db.insert(studentProfiles).values({ ...profile, userId: student.id });
  if (classIds.length > 0) await db.insert(classStudents).values(classIds.map((classId) => ({ classId, studentId: student.id })));
  return student;
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
