import { and, eq, lt, sql } from 'drizzle-orm';
import {
  STUDENT_PENDING_MESSAGE,
  STUDENT_REJECTED_MESSAGE,
  type ForgotPasswordBody,
  type StudentLoginBody,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { studentProfiles, studentRejections, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { forgotPasswordMail } from '../../mail/templates';
import { countLoginAttempt, issueToken, wrongCredentials, type AuthSettings } from '../auth/auth.service';
import { mailPasswordLink } from '../auth/password-links.service';
import { isStudent } from '../../access/student-scope';
import { personNameColumns } from '../../db/person-columns';

/** How long a rejected sign-up is remembered to tell its owner why they cannot sign in. */
export const REJECTION_MEMORY_DAYS = 90;

/**
 * A student's sign-in, counted and limited exactly as the staff's. A pending or rejected sign-up is told
 * why it cannot sign in, but only when the password is right, so the answer tells a stranger nothing.
 */
export async function loginStudent(db: Db, body: StudentLoginBody, ip: string, settings: AuthSettings) {
  const email = body.email.toLowerCase();
  const clearAttempts = await countLoginAttempt(db, email, ip, settings);
  const [[account], [rejection]] = await Promise.all([
    db
      .select({ ...personNameColumns, isActive: users.isActive, passwordHash: users.passwordHash })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, isStudent))
      .limit(1),
    db.select().from(studentRejections).where(eq(studentRejections.email, email)).limit(1),
  ]);
  const hash = account ? account.passwordHash : rejection?.passwordHash;
  const isValid = await verifyPassword(hash ?? DUMMY_HASH, body.password);
  if (!isValid || (!account && !rejection)) throw wrongCredentials();
  if (!account) throw new AppError(403, STUDENT_REJECTED_MESSAGE, { email: [STUDENT_REJECTED_MESSAGE] });
  if (!account.isActive) throw new AppError(403, STUDENT_PENDING_MESSAGE, { email: [STUDENT_PENDING_MESSAGE] });
  await clearAttempts();
  const token = await issueToken(db, account.id, settings.tokenTtlHours, 'student');
  const { isActive: _active, passwordHash: _hash, ...user } = account;
  return { token, user };
}

/** Remembers a rejected sign-up (its account row is about to be deleted); see studentRejections. */
export async function rememberRejection(db: Db, email: string, passwordHash: string | null) {
  const row = { email: email.toLowerCase(), passwordHash, rejectedAt: new Date() };
  await db.insert(studentRejections).values(row).onConflictDoUpdate({ target: studentRejections.email, set: row });
}

/** Forgets rejections older than REJECTION_MEMORY_DAYS; run by the daily purge job. */
export async function purgeOldRejections(db: Db, now = new Date()) {
  await db
    .delete(studentRejections)
    .where(lt(studentRejections.rejectedAt, new Date(now.getTime() - REJECTION_MEMORY_DAYS * 86_400_000)));
}

/**
 * Mails an approved student a one-time link to choose a new password (the student app's set-password page).
 * The answer is the same whether or not the e-mail has an account.
 */
export async function sendStudentPasswordLink(db: Db, mailer: Mailer, body: ForgotPasswordBody) {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: studentProfiles.language })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${body.email.toLowerCase()}`, isStudent, eq(users.isActive, true)))
    .limit(1);
  if (!account) return;
  await mailPasswordLink(db, mailer, account, forgotPasswordMail, '/student/set-password');
}
