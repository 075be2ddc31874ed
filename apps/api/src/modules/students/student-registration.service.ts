import { eq, sql } from 'drizzle-orm';
import { ROLE, type StudentRegistrationBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, classStudents, studentProfiles, users } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { signUpAttemptMail } from '../../mail/templates';
import { ignoreTakenEmail } from '../users/accounts.service';
import { accountOf } from '../users/account-writes';
import { profileOf } from './students.write.service';
import { assertClassesExist } from '../classes/classes-exist';
import { enrolmentChanges } from '../classes/enrolment-history';
import { recordChanges } from '../audit-log/record-changes';

/** The account of an e-mail (any role), if there is one, with the language a student reads (staff: none). */
async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db
    .select({ name: users.name, email: users.email, language: studentProfiles.language })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return account;
}

/**
 * A sign-up: an inactive student with the classes they ask for, waiting on Students Approval.
 * The answer never tells whether the e-mail has an account: when it has, nothing is created and the
 * owner is told by e-mail instead.
 */
export async function registerStudent(db: Db, mailer: Mailer, body: StudentRegistrationBody): Promise<void> {
  if (body.studentType === 'center' && body.centerId !== undefined) {
    const [center] = await db.select({ id: centers.id }).from(centers).where(eq(centers.id, body.centerId)).limit(1);
    if (!center) throw invalidField('centerId', 'The selected center is invalid');
  }
  const classIds = body.classes ?? [];
  await assertClassesExist(db, classIds, 'classes');
  const passwordHash = await hashPassword(body.password);
  const owner = await findAccountByEmail(db, body.email);
  if (owner) {
    await mailer.send(signUpAttemptMail(owner.email, owner.name, mailer.linkTo('/login'), owner.language ?? undefined), {
      urgent: true,
    });
    return;
  }
  // Two sign-ups racing with one e-mail: the loser is answered as if it had passed, like any taken e-mail.
  await ignoreTakenEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...accountOf(body), passwordHash, mainRoleId: ROLE.student, isActive: false })
        .returning({ id: users.id });
      await tx.insert(studentProfiles).values({ userId: row.id, ...profileOf(body) });
      if (classIds.length === 0) return;
      const requested = await tx
        .insert(classStudents)
        .values(classIds.map((classId) => ({ classId, studentId: row.id })))
        .returning({ id: classStudents.id, classId: classStudents.classId, studentId: classStudents.studentId });
      await recordChanges(tx, row.id, enrolmentChanges([], requested));
    }),
  );
}
