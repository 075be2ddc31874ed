import { and, eq } from 'drizzle-orm';
import type { StudentUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, classStudents } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';

/**
 * A student reaches only the classes they are enrolled in (an approved student's enrolments):
 * 404 when the class does not exist, 403 when it is not theirs. Answers their code in the class.
 */
export async function assertStudentInClass(db: Db, student: StudentUser, classId: number): Promise<{ classUserId: number }> {
  const [row] = await db
    .select({ id: classes.id, classUserId: classStudents.id })
    .from(classes)
    .leftJoin(classStudents, and(eq(classStudents.classId, classes.id), eq(classStudents.studentId, student.id)))
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) throw notFound();
  if (row.classUserId === null) throw forbidden();
  return { classUserId: row.classUserId };
}
