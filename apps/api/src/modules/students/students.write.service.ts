import { and, eq, notInArray } from 'drizzle-orm';
import { ROLE, type AuthUser, type Student, type StudentBody } from '@backoffice/contract';
import type { Db, Tx } from '../../db/client';
import { centers, classStudents, studentProfiles, users } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMail } from '../../mail/templates';
import { mailPasswordLink } from '../auth/password-links.service';
import { endSessions } from '../auth/sessions.service';
import { visibleClassCondition } from '../../access/class-access';
import { assertClassesExist } from '../classes/classes-exist';
import { writeEnrolments } from '../classes/enrolment-history';
import { writeAccount } from '../users/account-history';
import { accountOf, createAccount, updateAccount } from '../users/account-writes';
import { getStudent } from './students.service';

export const profileOf = (body: StudentBody) => ({
  studentType: body.studentType,
  centerId: body.studentType === 'center' ? (body.centerId ?? null) : null,
  schoolName: body.schoolName,
  facebookName: body.facebookName,
  facebookUrl: body.facebookUrl,
  motherName: body.motherName,
  motherEmail: body.motherEmail,
  motherPhone: body.motherPhone,
  fatherName: body.fatherName,
  fatherEmail: body.fatherEmail,
  fatherPhone: body.fatherPhone,
  ...(body.language ? { language: body.language } : {}),
});

/** The center and every class must exist (whether the user may use the classes is the route's scope). */
async function checkReferences(db: Db, body: StudentBody) {
  if (body.studentType === 'center' && body.centerId !== undefined) {
    const [center] = await db.select({ id: centers.id }).from(centers).where(eq(centers.id, body.centerId)).limit(1);
    if (!center) throw invalidField('centerId', 'The selected center is invalid');
  }
  await assertClassesExist(db, body.classes ?? [], 'classes');
}

/** Sets the student's classes to `classIds`; a non-admin only adds and removes among their own classes. */
async function replaceEnrolment(tx: Tx, user: AuthUser, studentId: number, classIds: number[]) {
  await tx
    .delete(classStudents)
    .where(
      and(
        eq(classStudents.studentId, studentId),
        classIds.length > 0 ? notInArray(classStudents.classId, classIds) : undefined,
        visibleClassCondition(user, classStudents.classId),
      ),
    );
  if (classIds.length > 0) {
    await tx
      .insert(classStudents)
      .values(classIds.map((classId) => ({ classId, studentId })))
      .onConflictDoNothing();
  }
}

/** Creates an active student; without a password they are e-mailed a one-time link to choose one. */
export async function createStudent(db: Db, mailer: Mailer, user: AuthUser, body: StudentBody): Promise<Student> {
  const id = await createAccount(db, {
    account: { ...accountOf(body), mainRoleId: ROLE.student },
    password: body.password,
    check: () => checkReferences(db, body),
    alongside: async (tx, studentId) => {
      await tx.insert(studentProfiles).values({ userId: studentId, ...profileOf(body) });
      await writeEnrolments(tx, user.id, { studentId }, () => replaceEnrolment(tx, user, studentId, body.classes ?? []));
    },
  });
  if (!body.password)
    await mailPasswordLink(
      db,
      mailer,
      { id, name: body.name, email: body.email, language: body.language },
      undefined,
      '/student/set-password',
    );
  return getStudent(db, user, id);
}

/** A new password signs the student out everywhere, as on every account (see updateAccount). */
export async function updateStudent(db: Db, user: AuthUser, id: number, body: StudentBody): Promise<Student> {
  await updateAccount(db, { id: user.id, token: null }, id, {
    account: accountOf(body),
    password: body.password,
    check: () => checkReferences(db, body),
    alongside: async (tx) => {
      const profile = profileOf(body);
      await tx
        .insert(studentProfiles)
        .values({ userId: id, ...profile })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: profile });
      // Leaving `classes` out keeps the enrolment as it is.
      const classIds = body.classes;
      if (classIds !== undefined)
        await writeEnrolments(tx, user.id, { studentId: id }, () => replaceEnrolment(tx, user, id, classIds));
    },
  });
  return getStudent(db, user, id);
}

export async function deleteStudent(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The old password stops working and the student's sessions end; they are e-mailed a link to choose a new one. */
export async function resetStudentPassword(db: Db, mailer: Mailer, userId: number, id: number): Promise<void> {
  const [student] = await db.transaction(async (tx) => {
    await endSessions(tx, id);
    return writeAccount(tx, userId, id, () =>
      tx
        .update(users)
        .set({ passwordHash: null })
        .where(eq(users.id, id))
        .returning({ id: users.id, name: users.name, email: users.email }),
    );
  });
  const [profile] = await db
    .select({ language: studentProfiles.language })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, id));
  await mailPasswordLink(db, mailer, { ...student, language: profile?.language }, resetPasswordMail, '/student/set-password');
}
