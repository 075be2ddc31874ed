import { describe, expect, it } from 'vitest';
import { performanceReports, reportSettings, schools } from '../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { createClass } from '../../../test/factories';
import { lastSlot, runScheduledReports } from './report-schedule';

const t = useTestApp();

describe('scheduled reports', () => {
  it('finds the last slot of a weekday and time', () => {
    // a school on the test process's own clock, so that local Date fields name its wall clock
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const now = new Date(2026, 10, 23, 12, 0); // Monday 23 Nov 2026, 12:00
    expect(lastSlot(now, 'monday', '09:00', zone)).toEqual(new Date(2026, 10, 23, 9, 0));
    expect(lastSlot(now, 'monday', '18:00', zone)).toEqual(new Date(2026, 10, 16, 18, 0));
    expect(lastSlot(now, 'thursday', '18:00', zone)).toEqual(new Date(2026, 10, 19, 18, 0));
  });

  it("reads a slot on the school's clock (Cairo), not the server's: 00:30 Tuesday there is 22:30 UTC Monday", () => {
    expect(lastSlot(new Date('2026-11-23T22:30:00Z'), 'tuesday', '00:15')).toEqual(new Date('2026-11-23T22:15:00Z'));
    // at 23:30 Monday in Cairo the Tuesday slot is a week back
    expect(lastSlot(new Date('2026-11-23T21:30:00Z'), 'tuesday', '00:15')).toEqual(new Date('2026-11-16T22:15:00Z'));
  });

  it('runs a missed slot once: class reports of automatic classes, school reports for principals', async () => {
    const db = t.database.db;
    const auto = await createClass(db, { automaticReporting: true });
    await createClass(db, { automaticReporting: false });
    const [school] = await db.insert(schools).values({ name: 'Nile', principalEmail: 'p@example.com' }).returning();
    const schoolClass = await createClass(db, { type: 'school', schoolId: school.id });
    await db.insert(reportSettings).values({
      id: 1,
      enableAutoGeneration: true,
      classDay: 'thursday',
      classTime: '18:00',
      schoolDay: 'friday',
      schoolTime: '08:00',
      classLastRunAt: new Date(2026, 10, 1),
      schoolLastRunAt: new Date(2026, 10, 1),
    });
    const queued: object[] = [];
    const enqueue = async (_name: string, data: object) => void queued.push(data);
    const now = new Date(2026, 10, 23, 12, 0);
    expect(await runScheduledReports(db, enqueue, now)).toEqual({ classReports: 1, schoolReports: 1 });
    // a second check (another process, or a restart) finds nothing to do
    expect(await runScheduledReports(db, enqueue, now)).toEqual({ classReports: 0, schoolReports: 0 });
    const rows = await db.select().from(performanceReports);
    expect(rows.map((r) => [r.classId, r.sendToPrincipal, r.isScheduled, r.fromDate, r.toDate])).toEqual([
      [auto.id, false, true, '2026-11-13', '2026-11-19'],
      [schoolClass.id, true, true, '2026-11-14', '2026-11-20'],
    ]);
    expect(queued).toHaveLength(2);
  });

  it('does nothing while automatic generation is off', async () => {
    await createClass(t.database.db, { automaticReporting: true });
    expect(await runScheduledReports(t.database.db, async () => undefined)).toEqual({ classReports: 0, schoolReports: 0 });
  });
});
