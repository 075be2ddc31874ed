import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';

/** 422 unless every chosen class exists (whether the user may use them is the route's scope). */
export async function assertClassesExist(db: Db, classIds: number[]): Promise<void> {
  if (classIds.length === 0) return;
  const rows = await db.select({ id: classes.id }).from(classes).where(inArray(classes.id, classIds));
  if (rows.length < new Set(classIds).size) throw invalidField('classesId', 'The selected classes are invalid');
}
