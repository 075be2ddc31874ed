import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AuthUser, ChangeActiveStatusBody, InactiveStudent, KeysetListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classStudents, studentProfiles, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { listPageIds, matchesText, pageMeta } from '../../lib/lists';
import { rememberRejection } from '../student-auth/student-auth.service';
import { isStudent, studentScope } from '../../access/student-scope';
import { classesOfStudents } from '../students/students.service';
import { assertClassExists } from '../classes/classes-exist';
import { approvalChange, watchEnrolments } from '../classes/enrolment-history';
import { watchAccount } from '../users/account-history';
import { personColumns } from '../../db/person-columns';

const isPending = eq(users.isActive, false);

/** Sign-ups waiting for approval (inactive students), oldest first (users_pending_created_idx), with the classes they asked for. */
export async function listInactiveStudents(db: Db, user: AuthUser, query: KeysetListQuery) {
  const where = and(isStudent, isPending, matchesText([users.name, users.email], query.q), studentScope(user));
  const { ids, counting, cursors } = await listPageIds(db, {
    matching: () => db.select({ id: users.id, createdAt: users.createdAt }).from(users).where(where).$dynamic(),
    sortKey: ['created_at', 'id'],
    isSearch: Boolean(query.q),
    query,
  });
  const [rows, total] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            ...personColumns,
            schoolName: studentProfiles.schoolName,
            facebookUrl: studentProfiles.facebookUrl,
          })
          .from(users)
          .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
          .where(inArray(users.id, ids))
          .orderBy(asc(users.createdAt), asc(users.id)),
    counting,
  ]);
  const classesById = await classesOfStudents(
    db,
    user,
    rows.map((row) => row.id),
  );
  const data: InactiveStudent[] = rows.map((row) => ({ ...row, userId: row.id, classes: classesById.get(row.id) ?? [] }));
  return { rows: data, meta: pageMeta(total, rows.length, query, cursors) };
}

/**
 * Approved: the student becomes active and is enrolled in exactly the chosen class (their other requests
 * end). The enrolment they asked for is kept, so their code in the class (class_user_id) does not change.
 * Rejected: the pending sign-up is removed; it never was an active account.
 */
export async function changeActiveStatus(db: Db, id: number, body: ChangeActiveStatusBody, userId: number | null = null) {
  const [student] = await db
    .select({ isActive: users.isActive, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (student.isActive) throw new AppError(409, 'This student is not pending approval');
  if (body.status === 'rejected') {
    await rememberRejection(db, student.email, student.passwordHash);
    await db.delete(users).where(and(eq(users.id, id), isPending));
    return 'Student rejected successfully';
  }
  const classId = body.classId!;
  await assertClassExists(db, classId);
  await db.transaction(async (tx) => {
    const [account, enrolments] = [await watchAccount(tx, id), await watchEnrolments(tx, { studentId: id })];
    // Only a pending student is approved: of two approvals at once, the second finds nobody to approve.
    const approved = await tx
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.id, id), isPending))
      .returning({ id: users.id });
    if (approved.length === 0) throw new AppError(409, 'This student is not pending approval');
    await tx.delete(classStudents).where(and(eq(classStudents.studentId, id), ne(classStudents.classId, classId)));
    await tx.insert(classStudents).values({ classId, studentId: id }).onConflictDoNothing();
    await account.record(userId);
    await enrolments.record(userId, (after) => approvalChange(after, classId));
  });
  return 'Student approved successfully';
}
