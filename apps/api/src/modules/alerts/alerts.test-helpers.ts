import { attendanceApi, type AlertRuleBody, type AttendanceStatus } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendances } from '../../db/schema';
import { createMailer, type Mailer } from '../../mail/mailer';
import type { TestApp, TestAppExtension } from '../../../test/test-app';
import { evaluateClassAlerts, EVALUATE_ALERTS_JOB } from './alert-evaluation';

/**
 * The app with its alert jobs run inline: each queued evaluation runs before the request answers, through
 * `mailer` (the outbox only, unless a mail stack's is given), so a test sees the alerts a write raised.
 */
export const alertsInline =
  (mailerOf?: () => Mailer, base?: TestAppExtension): TestAppExtension =>
  async (database) => {
    const extra = await base?.(database);
    const fallback = createMailer({ db: database.db, enqueue: null, appUrl: 'http://app.example.com' });
    return {
      options: {
        ...extra?.options,
        enqueue: async (name: string, data: object) => {
          if (name !== EVALUATE_ALERTS_JOB) return;
          await evaluateClassAlerts({ db: database.db, mailer: mailerOf?.() ?? fallback }, (data as { classId: number }).classId);
        },
      },
      close: async () => extra?.close(),
    };
  };

export const ruleBody = (overrides: Partial<AlertRuleBody> = {}): AlertRuleBody => ({
  name: 'Three absences',
  kind: 'consecutive_absences',
  threshold: 3,
  notify: ['staff'],
  ...overrides,
});

/** Attendance items of a class on these dates (oldest first), answering their ids in that order. */
export async function createSessions(db: Db, classId: number, dates: string[]) {
  const rows = await db
    .insert(attendances)
    .values(dates.map((date, i) => ({ classId, name: `Session ${i + 1}`, date })))
    .returning({ id: attendances.id });
  return rows.map((row) => row.id);
}

/** The register SAVE of [studentId, itemId, status] entries (0 absent, 1 present, 2 late). */
export async function saveRegister(
  t: TestApp,
  headers: Record<string, string>,
  classId: number,
  marks: [number, number, AttendanceStatus][],
) {
  const response = await t.call(attendanceApi.save, {
    url: `/api/admin/classes/${classId}/attendance/changeStudentAttendanceStatus`,
    headers,
    payload: { attendances: marks },
  });
  if (response.status !== 200) throw new Error(`SAVE answered ${response.status}`);
}
