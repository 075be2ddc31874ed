import { inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { forbidden, invalidField } from '../../plugins/app-error';
import { visibleClassCondition } from '../classes/class-access';

/** 422 unless every chosen class exists, 403 unless every one is the user's (one query). */
export async function assertClassesAccess(db: Db, user: AuthUser, classIds: number[]): Promise<void> {
  if (classIds.length === 0) return;
  const visible = visibleClassCondition(user) ?? sql`true`;
  const rows = await db
    .select({ id: classes.id, isVisible: sql<boolean>`${visible}` })
    .from(classes)
    .where(inArray(classes.id, classIds));
  if (rows.length < classIds.length) throw invalidField('classesId', 'The selected classes are invalid');
  if (rows.some((row) => !row.isVisible)) throw forbidden();
}
