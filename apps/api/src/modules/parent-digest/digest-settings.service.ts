import { and, eq } from 'drizzle-orm';
import { DEFAULT_PARENT_DIGEST_SETTINGS, ROLE, type ParentDigestPreview, type ParentDigestSettings } from '@backoffice/contract';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { parentDigestSettings, studentProfiles, users } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { parentAddressesOf } from '../parents/parent-addresses';
import { renderDigest } from './digest-mail';
import { digestPeriod, gatherDigestWeeks, localIsoDate } from './digest-week';

type Row = typeof parentDigestSettings.$inferSelect;
const present = (row: Row | undefined): ParentDigestSettings =>
  row ? { enabled: row.enabled, day: row.day, time: row.time } : DEFAULT_PARENT_DIGEST_SETTINGS;

export async function getDigestSettings(db: Db): Promise<ParentDigestSettings> {
  const [row] = await db.select().from(parentDigestSettings).where(eq(parentDigestSettings.id, 1)).limit(1);
  return present(row);
}

/**
 * Saves the setting. Turning it on (or moving its slot) counts from now, so a slot that passed before the
 * change is not sent at once.
 */
export async function saveDigestSettings(db: Db, body: ParentDigestSettings): Promise<ParentDigestSettings> {
  const before = await getDigestSettings(db);
  const moved = body.enabled && (!before.enabled || before.day !== body.day || before.time !== body.time);
  const values = { ...body, ...(moved ? { lastRunAt: new Date() } : {}) };
  const [row] = await db
    .insert(parentDigestSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: parentDigestSettings.id, set: values })
    .returning();
  return present(row);
}

/**
 * The e-mail one student's parents would get for the week ending today, in the student's language; its
 * unsubscribe link is a dummy (a preview must not hand out a working one). 404 for anyone not a student.
 */
export async function previewDigest(db: Db, mailer: Mailer, studentId: number, today = new Date()): Promise<ParentDigestPreview> {
  const [student] = await db
    .select({
      name: users.name,
      language: studentProfiles.language,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.id, studentId), eq(users.mainRoleId, ROLE.student)))
    .limit(1);
  if (!student) throw notFound();
  const parents = (await parentAddressesOf(db, studentId)).map((parent) => parent.email);
  const period = digestPeriod(localIsoDate(today));
  const [gathered] = await gatherDigestWeeks(db, [studentId], period);
  const week = gathered ?? {
    studentId,
    studentName: student.name,
    language: student.language ?? 'en',
    parents,
    period,
    classes: [],
    alerts: [],
  };
  const message = await renderDigest(week, mailer.linkTo('/api/home/unsubscribe?token=preview'));
  return {
    subject: message.subject,
    html: message.html,
    language: week.language,
    recipients: parents,
  };
}
