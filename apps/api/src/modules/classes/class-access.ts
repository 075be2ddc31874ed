import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, classTeachers, supervisorTeachers } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';

/**
 * The one place that says which classes a staff member may see and change:
 * an admin every class, a teaching assistant the classes they teach,
 * a supervisor those and the classes of the teachers they manage.
 * Every module with class-scoped data filters with `visibleClassCondition` and guards with `assertClassAccess`.
 */
export function visibleClassCondition(user: AuthUser, classIdColumn: PgColumn = classes.id): SQL | undefined {
  if (user.mainRole === 'admin') return undefined;
  const managedTeachers =
    user.mainRole === 'supervisor'
      ? sql` OR ${classTeachers.teacherId} IN (SELECT ${supervisorTeachers.teacherId} FROM ${supervisorTeachers} WHERE ${supervisorTeachers.supervisorId} = ${user.id})`
      : sql``;
  return sql`${classIdColumn} IN (SELECT ${classTeachers.classId} FROM ${classTeachers} WHERE ${classTeachers.teacherId} = ${user.id}${managedTeachers})`;
}

/** 404 when the class does not exist (checked first), 403 when it is outside the user's classes. */
export async function assertClassAccess(db: Db, user: AuthUser, classId: number): Promise<void> {
  const visible = visibleClassCondition(user) ?? sql`true`;
  const [row] = await db
    .select({ isVisible: sql<boolean>`${visible}` })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) throw notFound();
  if (!row.isVisible) throw forbidden();
}

/** Only an admin chooses a class's teachers; anyone else who creates a class becomes its teacher. */
export const canChooseTeachers = (user: AuthUser) => user.mainRole === 'admin';
