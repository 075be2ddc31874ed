import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser, InboxNotification, ListQuery, NotificationSend, SentNotification } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, classStudents, notificationRecipients, notifications, studentProfiles, users } from '../../db/schema';
import { invalidField, notFound } from '../../plugins/app-error';
import { pageMeta, pageWindow } from '../../lib/lists';
import { classMembersAmong, classMembersFrom } from '../classes/class-members';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** 422 on studentIds when one of them is not a member of the class. */
export async function assertStudentsOfClass(db: Db, classId: number, studentIds: number[]) {
  const members = await classMembersAmong(db, classId, studentIds);
  if (members.size !== new Set(studentIds).size) {
    throw invalidField('studentIds', 'Some of the selected students are not in this class');
  }
}

/**
 * The members of a class (or only `studentIds` of them), as the FROM of an INSERT … SELECT: columns by
 * their tables' names (class_students, users and, withProfile, student_profiles).
 */
export const classMembersOf = (classId: number, studentIds: number[], withProfile = false) => sql`
  FROM ${classMembersFrom}
  ${withProfile ? sql`LEFT JOIN ${studentProfiles} ON ${studentProfiles.userId} = ${classStudents.studentId}` : sql``}
  WHERE ${classStudents.classId} = ${classId}
  ${studentIds.length > 0 ? sql`AND ${inArray(classStudents.studentId, studentIds)}` : sql``}`;

/**
 * One notification row, then its recipients for the whole class (or the ticked students) in one
 * INSERT … SELECT: 500 students cost one statement, not 500.
 */
export async function sendNotification(db: Db, user: AuthUser, classId: number, body: NotificationSend) {
  await assertStudentsOfClass(db, classId, body.studentIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ classId, title: body.title, body: body.body, sentBy: user.id })
      .returning({ id: notifications.id });
    const result = await tx.execute(sql`
      WITH inserted AS (
        INSERT INTO ${notificationRecipients} (notification_id, student_id)
        SELECT ${row.id}, ${classStudents.studentId} ${classMembersOf(classId, body.studentIds)}
        RETURNING 1
      ) SELECT count(*)::int AS n FROM inserted`);
    return { id: row.id, recipients: rowsOf<{ n: number }>(result)[0].n };
  });
}

/** What was sent to a class, newest first, with how many recipients have read each. */
export async function listSentNotifications(db: Db, classId: number, query: ListQuery) {
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        body: notifications.body,
        sentBy: users.name,
        createdAt: notifications.createdAt,
        recipients: sql<number>`(SELECT count(*)::int FROM ${notificationRecipients} r WHERE r.notification_id = ${notifications.id})`,
        read: sql<number>`(SELECT count(*)::int FROM ${notificationRecipients} r WHERE r.notification_id = ${notifications.id} AND r.read_at IS NOT NULL)`,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.sentBy))
      .where(eq(notifications.classId, classId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notifications).where(eq(notifications.classId, classId)),
  ]);
  const data: SentNotification[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { rows: data, meta: pageMeta(total, data.length, query) };
}

/** A student's inbox, newest first, with their unread count. */
export async function listInbox(db: Db, studentId: number, query: ListQuery) {
  const { limit, offset } = pageWindow(query);
  const mine = eq(notificationRecipients.studentId, studentId);
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        body: notifications.body,
        className: classes.name,
        createdAt: notifications.createdAt,
        readAt: notificationRecipients.readAt,
      })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .innerJoin(classes, eq(classes.id, notifications.classId))
      .where(mine)
      .orderBy(desc(notificationRecipients.notificationId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notificationRecipients).where(mine),
    db
      .select({ unread: count() })
      .from(notificationRecipients)
      .where(and(mine, isNull(notificationRecipients.readAt))),
  ]);
  const data: InboxNotification[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt ? r.readAt.toISOString() : null,
  }));
  return { rows: data, meta: { ...pageMeta(total, data.length, query), unread } };
}

/** Marks one of the student's notifications read (once; reading again keeps the first time). */
export async function markRead(db: Db, studentId: number, notificationId: number) {
  const [row] = await db
    .update(notificationRecipients)
    .set({ readAt: sql`coalesce(${notificationRecipients.readAt}, now())` })
    .where(and(eq(notificationRecipients.studentId, studentId), eq(notificationRecipients.notificationId, notificationId)))
    .returning({ id: notificationRecipients.notificationId });
  if (!row) throw notFound();
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.studentId, studentId), isNull(notificationRecipients.readAt)));
  return { unread };
}
