import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '@backoffice/contract';
import { classes, classTeachers, supervisorTeachers } from '../db/schema';

/**
 * The one place that says which classes a staff member may see and change:
 * an admin every class, a teaching assistant the classes they teach,
 * a supervisor those and the classes of the teachers they manage.
 * Lists of class-scoped data filter with `visibleClassCondition`; routes on one class or student declare
 * their scope, which plugins/policy.ts checks with the same condition.
 */
/**
 * Who the condition is for: a signed-in user, a placeholder for their id in a prepared statement of their role,
 * or a column holding it (a query over many users of that role).
 */
export type Viewer = Pick<AuthUser, 'mainRole'> & { id: number | Placeholder | PgColumn };

export function visibleClassCondition(user: Viewer, classIdColumn: PgColumn = classes.id): SQL | undefined {
  if (user.mainRole === 'admin') return undefined;
  const managedTeachers =
    user.mainRole === 'supervisor'
      ? sql` OR ${classTeachers.teacherId} IN (SELECT ${supervisorTeachers.teacherId} FROM ${supervisorTeachers} WHERE ${supervisorTeachers.supervisorId} = ${user.id})`
      : sql``;
  return sql`${classIdColumn} IN (SELECT ${classTeachers.classId} FROM ${classTeachers} WHERE ${classTeachers.teacherId} = ${user.id}${managedTeachers})`;
}

/** Only an admin chooses a class's teachers; anyone else who creates a class becomes its teacher. */
export const canChooseTeachers = (user: AuthUser) => user.mainRole === 'admin';
