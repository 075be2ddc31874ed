import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import { classStudents, users } from '../db/schema';

/**
 * The one membership rule (ARCHITECTURE.md, "Records people are judged by"): a class member is an
 * approved, active student enrolled in the class. An enrolment row alone is not membership: a sign-up
 * waiting for approval holds one for each class it named, and a deactivated student keeps theirs.
 * Every list, count, send, report and access check of "the students of a class" joins users ON this
 * condition: the class's range of class_students_class_student_unique, then each user by primary key.
 * It lives on the ground floor so access/ and plugins/ use it; modules/classes/class-members.ts re-exports it.
 */
export const isClassMember = and(
  eq(users.id, classStudents.studentId),
  eq(users.isActive, true),
  eq(users.mainRoleId, ROLE.student),
) as SQL;

/** `class_students JOIN users` on the rule, for raw SQL (INSERT … SELECT): columns by their table names. */
export const classMembersFrom = sql`${classStudents} INNER JOIN ${users} ON ${isClassMember}`;

/** True when student `studentId` is a member of the class `classId` (a value or an outer query's column). */
export const isMemberOfClass = (classId: SQLWrapper | number, studentId: number) =>
  sql`EXISTS (SELECT 1 FROM ${classMembersFrom} WHERE ${classStudents.classId} = ${classId} AND ${classStudents.studentId} = ${studentId})`;
