import { and, count, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classStudents, users } from '../../db/schema';
import { isClassMember } from '../../access/class-membership';

export { classMembersFrom, isClassMember, isMemberOfClass } from '../../access/class-membership';

/**
 * The number of members of `classId` (a value or an outer query's column, e.g. classes.id), as a
 * correlated subquery; built apart so a single-table select does not strip its columns' table names.
 */
export const classMemberCount = (classId: SQLWrapper | number) =>
  sql<number>`(${new QueryBuilder()
    .select({ n: sql`count(*)::int` })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(eq(classStudents.classId, classId))})`;

/** The members of each of `classIds` (absent: none), in one grouped query. */
export async function countClassMembers(db: Db, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: classStudents.classId, members: count() })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  return new Map(rows.map((row) => [row.classId, row.members]));
}

/** Which of `studentIds` are members of the class (a SAVE batch, the ticked recipients). */
export async function classMembersAmong(db: Db, classId: number, studentIds: number[]): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(and(eq(classStudents.classId, classId), inArray(classStudents.studentId, [...new Set(studentIds)])));
  return new Set(rows.map((row) => row.id));
}

/** The student's code in the class (class_user_id) while they are a member of it; null otherwise. */
export async function findClassMember(db: Db, classId: number, studentId: number): Promise<{ classUserId: number } | null> {
  const [row] = await db
    .select({ classUserId: classStudents.id })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .limit(1);
  return row ?? null;
}
