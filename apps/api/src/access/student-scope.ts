import { eq, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import { classStudents, users } from '../db/schema';
import { visibleClassCondition, type Viewer } from './class-access';

/** Students a staff member may see: all for an admin, else those enrolled in one of their classes. */
export function studentScope(user: Viewer): SQL | undefined {
  const visible = visibleClassCondition(user, classStudents.classId);
  if (!visible) return undefined;
  return sql`${users.id} IN (SELECT ${classStudents.studentId} FROM ${classStudents} WHERE ${visible})`;
}

export const isStudent = eq(users.mainRoleId, ROLE.student);
