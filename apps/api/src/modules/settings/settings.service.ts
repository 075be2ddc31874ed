import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { reportSettings } from '../../db/schema';
import { schoolTimeZone, useSchoolTimeZone } from '../../lib/school-time';

export type SettingsRow = typeof reportSettings.$inferSelect;

const present = (row: SettingsRow | undefined): Settings =>
  row
    ? {
        enable_report_auto_generation: row.enableAutoGeneration,
        class_report_auto_generation_day: row.classDay,
        class_report_auto_generation_time: row.classTime,
        school_report_auto_generation_day: row.schoolDay,
        school_report_auto_generation_time: row.schoolTime,
        time_zone: row.timeZone ?? schoolTimeZone(),
      }
    : { ...DEFAULT_SETTINGS, time_zone: schoolTimeZone() };

/** The settings row (id 1), or undefined before anyone saved settings. */
export async function readSettingsRow(db: Db): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.id, 1)).limit(1);
  return row;
}

export const getSettings = async (db: Db): Promise<Settings> => present(await readSettingsRow(db));

/** Makes the saved time zone the school clock of this process (once at start, then at every scheduled check). */
export function applySchoolTimeZone(row: SettingsRow | undefined) {
  if (row?.timeZone && row.timeZone !== schoolTimeZone()) useSchoolTimeZone(row.timeZone);
}

/**
 * Saves the settings. Turning generation on (or moving a slot) starts counting from now, so the
 * scheduler does not at once run a slot that passed before the change.
 */
export async function saveSettings(db: Db, body: Settings): Promise<Settings> {
  const now = new Date();
  const before = await readSettingsRow(db);
  const values = {
    enableAutoGeneration: body.enable_report_auto_generation,
    classDay: body.class_report_auto_generation_day,
    classTime: body.class_report_auto_generation_time,
    schoolDay: body.school_report_auto_generation_day,
    schoolTime: body.school_report_auto_generation_time,
    timeZone: body.time_zone ?? before?.timeZone ?? null,
    updatedAt: now,
  };
  const turnedOn = body.enable_report_auto_generation && !before?.enableAutoGeneration;
  const zoneMoved = (before?.timeZone ?? null) !== values.timeZone;
  const classMoved = turnedOn || zoneMoved || before?.classDay !== values.classDay || before?.classTime !== values.classTime;
  const schoolMoved = turnedOn || zoneMoved || before?.schoolDay !== values.schoolDay || before?.schoolTime !== values.schoolTime;
  const marks = {
    ...(classMoved ? { classLastRunAt: now } : {}),
    ...(schoolMoved ? { schoolLastRunAt: now } : {}),
  };
  const [row] = await db
    .insert(reportSettings)
    .values({ id: 1, ...values, ...marks })
    .onConflictDoUpdate({ target: reportSettings.id, set: { ...values, ...marks } })
    .returning();
  applySchoolTimeZone(row);
  return present(row);
}
