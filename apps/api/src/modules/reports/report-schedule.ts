import { and, eq, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { ReportDay } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, reportSettings, schools } from '../../db/schema';
import type { Enqueue } from '../../jobs/jobs.service';
import { weekEnding } from './class-reports.service';
import { queueReport } from './reports.service';
import { applySchoolTimeZone, readSettingsRow } from '../settings/settings.service';
import { lastWeeklySlot, schoolTimeZone, todayIn } from '../../lib/school-time';

/** The weekday number of each report day (Sunday 0). */
const JS_DAY: Record<ReportDay, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

/** The latest moment at or before `now` that falls on `day` at `time` on the school's clock. */
export const lastSlot = (now: Date, day: ReportDay, time: string, timeZone = schoolTimeZone()): Date =>
  lastWeeklySlot(now, JS_DAY[day], time, timeZone);

/**
 * Claims a slot for one kind: one conditional UPDATE, so of several processes (or a restart) exactly one
 * runs a slot, and a slot missed while the server was down runs once at the next check.
 */
async function claimSlot(db: Db, kind: 'class' | 'school', slot: Date, now: Date): Promise<boolean> {
  const column = kind === 'class' ? reportSettings.classLastRunAt : reportSettings.schoolLastRunAt;
  const set = kind === 'class' ? { classLastRunAt: now } : { schoolLastRunAt: now };
  const claimed = await db
    .update(reportSettings)
    .set(set)
    .where(and(eq(reportSettings.id, 1), eq(reportSettings.enableAutoGeneration, true), or(isNull(column), lt(column, slot))))
    .returning({ id: reportSettings.id });
  return claimed.length > 0;
}

async function queueFor(db: Db, enqueue: Enqueue, where: SQL | undefined, slot: Date, sendToPrincipal: boolean) {
  const targets = await db
    .select({ id: classes.id })
    .from(classes)
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(where);
  const period = weekEnding(todayIn(slot));
  for (const target of targets) {
    await queueReport(db, enqueue, {
      classId: target.id,
      ...period,
      studentId: null,
      sendToPrincipal,
      language: 'en',
      isScheduled: true,
      createdBy: null,
    });
  }
  return targets.length;
}

/**
 * The scheduled check (every few minutes and once at start): when automatic generation is on and a
 * slot has passed since the last run, the week's report of every class with automatic reporting on
 * (class slot) and of every class of a school with a principal, mailed to them (school slot).
 */
export async function runScheduledReports(
  db: Db,
  enqueue: Enqueue,
  now = new Date(),
): Promise<{ classReports: number; schoolReports: number }> {
  const settings = await readSettingsRow(db);
  // Another process may have saved a new zone since: every check takes up the saved one.
  applySchoolTimeZone(settings);
  const done = { classReports: 0, schoolReports: 0 };
  if (!settings?.enableAutoGeneration) return done;
  const classSlot = lastSlot(now, settings.classDay, settings.classTime);
  if (await claimSlot(db, 'class', classSlot, now)) {
    done.classReports = await queueFor(db, enqueue, eq(classes.automaticReporting, true), classSlot, false);
  }
  const schoolSlot = lastSlot(now, settings.schoolDay, settings.schoolTime);
  if (await claimSlot(db, 'school', schoolSlot, now)) {
    done.schoolReports = await queueFor(db, enqueue, isNotNull(schools.principalEmail), schoolSlot, true);
  }
  return done;
}
