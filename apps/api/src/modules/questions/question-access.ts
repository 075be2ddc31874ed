import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';

/**
 * Who writes the bank: an admin any question; a teaching assistant (or supervisor) the questions of the
 * courses of the classes they may see. Every staff member reads the whole bank.
 */
export async function assertCourseWritable(db: Db, user: AuthUser, courseId: number): Promise<void> {
  const visible = visibleClassCondition(user);
  if (!visible) return;
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.classCategoryId, courseId), visible))
    .limit(1);
  if (rows.length === 0) throw new AppError(403, 'You may only write questions for the courses of your classes.');
}
