import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { classStudents, outbox, parentDigestSends, parentDigestSettings, studentProfiles, users } from '../../db/schema';
import { isClassMember } from '../classes/class-members';
import { lastSlot } from '../reports/report-schedule';
import { parentAddressesOfStudents } from '../parents/parent-addresses';
import { unsubscribeLinks, type Unsubscribe } from '../parents/unsubscribe-links';
import { renderDigest } from './digest-mail';
import { digestPeriod, gatherDigestWeeks, localIsoDate, type DigestWeek } from './digest-week';

/** Students per round of queries: their weeks are gathered together, then mailed. */
const BATCH = 200;

/** Active class members with a parent's address, in id order after `afterId` (class_students_student_idx). */
async function studentsWithParents(db: Db, afterId: number) {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        gt(users.id, afterId),
        or(sql`${studentProfiles.motherEmail} LIKE '%@%'`, sql`${studentProfiles.fatherEmail} LIKE '%@%'`),
      ),
    )
    .orderBy(asc(users.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/**
 * Writes one e-mail to the outbox unless this address already got this child's week: the sent-log row
 * and the outbox row go in one transaction, and the log's unique key refuses a second one.
 */
async function sendOne(db: Db, week: DigestWeek, to: string, unsubscribe: Unsubscribe): Promise<number | null> {
  const message = await renderDigest(week, unsubscribe.url);
  return db.transaction(async (tx) => {
    const [logged] = await tx
      .insert(parentDigestSends)
      .values({ email: to.toLowerCase(), studentId: week.studentId, weekStart: week.period.fromDate })
      .onConflictDoNothing()
      .returning({ id: parentDigestSends.id });
    if (!logged) return null;
    const [row] = await tx
      .insert(outbox)
      .values({ to, subject: message.subject, html: message.html, text: message.text, headers: unsubscribe.headers })
      .returning({ id: outbox.id });
    await tx.update(parentDigestSends).set({ outboxId: row.id }).where(eq(parentDigestSends.id, logged.id));
    return row.id;
  });
}

/**
 * The week ending on `isoDate` to every subscribed parent address of every active student, one e-mail
 * per address and child; a second run for the same week sends nothing more. Answers how many were written.
 */
export async function sendParentDigests(db: Db, mailer: Mailer, isoDate: string): Promise<number> {
  const period = digestPeriod(isoDate);
  const unsubscribe = await unsubscribeLinks(db, mailer);
  let sent = 0;
  for (let ids = await studentsWithParents(db, 0); ids.length > 0; ids = await studentsWithParents(db, ids[ids.length - 1])) {
    const weeks = await gatherDigestWeeks(db, ids, period);
    const addresses = await parentAddressesOfStudents(
      db,
      weeks.map((week) => week.studentId),
    );
    const outboxIds: number[] = [];
    for (const week of weeks) {
      for (const { email } of addresses.get(week.studentId) ?? []) {
        const id = await sendOne(db, week, email, unsubscribe(email, week.language));
        if (id !== null) outboxIds.push(id);
      }
    }
    await mailer.queue(outboxIds);
    sent += outboxIds.length;
  }
  return sent;
}

/**
 * The scheduled check (every few minutes): when the weekly e-mail is on and its slot has passed since the
 * last run, one process claims the slot (a conditional UPDATE) and sends the week that ends that day.
 */
export async function runParentDigest(db: Db, mailer: Mailer, now = new Date()): Promise<number> {
  const [settings] = await db.select().from(parentDigestSettings).where(eq(parentDigestSettings.id, 1)).limit(1);
  if (!settings?.enabled) return 0;
  const slot = lastSlot(now, settings.day, settings.time);
  const claimed = await db
    .update(parentDigestSettings)
    .set({ lastRunAt: now })
    .where(
      and(
        eq(parentDigestSettings.id, 1),
        eq(parentDigestSettings.enabled, true),
        or(isNull(parentDigestSettings.lastRunAt), lt(parentDigestSettings.lastRunAt, slot)),
      ),
    )
    .returning({ id: parentDigestSettings.id });
  if (claimed.length === 0) return 0;
  return sendParentDigests(db, mailer, localIsoDate(slot));
}
