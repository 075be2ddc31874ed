import { count, eq, inArray } from 'drizzle-orm';
import { ROLE, type StudentRegistrationBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, classes, classStudents, studentProfiles, users } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import { hashPassword } from '../../lib/passwords';
import { assertEmailFree, withUniqueEmail } from '../users/accounts.service';
import { accountOf, profileOf } from './students.write.service';

/** A sign-up: an inactive student with the classes they ask for, waiting on Students Approval. */
export async function registerStudent(db: Db, body: StudentRegistrationBody): Promise<void> {
  await assertEmailFree(db, body.email);
  if (body.studentType === 'center' && body.centerId !== undefined) {
    const [center] = await db.select({ id: centers.id }).from(centers).where(eq(centers.id, body.centerId)).limit(1);
    if (!center) throw invalidField('centerId', 'The selected center is invalid');
  }
  const classIds = body.classes ?? [];
  if (classIds.length > 0) {
    const [{ n }] = await db.select({ n: count() }).from(classes).where(inArray(classes.id, classIds));
    if (n !== classIds.length) throw invalidField('classes', 'The selected classes are invalid');
  }
  const passwordHash = await hashPassword(body.password);
  await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...accountOf(body), passwordHash, mainRoleId: ROLE.student, isActive: false })
        .returning({ id: users.id });
      await tx.insert(studentProfiles).values({ userId: row.id, ...profileOf(body) });
      if (classIds.length > 0) await tx.insert(classStudents).values(classIds.map((classId) => ({ classId, studentId: row.id })));
    }),
  );
}
