import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';

/**
 * 422 on `field` unless every chosen class exists. Whether the user may use them is the route's declared
 * scope (plugins/policy.ts), not this check's.
 */
export async function assertClassesExist(db: Db, classIds: number[], field = 'classesId'): Promise<void> {
  if (classIds.length === 0) return;
  const [{ found }] = await db.select({ found: count() }).from(classes).where(inArray(classes.id, classIds));
  if (found < new Set(classIds).size) throw invalidField(field, 'The selected classes are invalid');
}

/** 422 on `field` unless the chosen class exists. */
export async function assertClassExists(db: Db, classId: number, field = 'classId'): Promise<void> {
  const [{ found }] = await db
    .select({ found: count() })
    .from(classes)
    .where(inArray(classes.id, [classId]));
  if (found === 0) throw invalidField(field, 'The selected class is invalid');
}
