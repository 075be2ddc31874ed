import { asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, jobMessage, ROLE } from '@backoffice/contract';
import type { Db } from '../db/client';
import { classes, jobs, performanceReports, reportSettings, users } from '../db/schema';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The Students Report list on first start: the settings row, one failed report (with the reason a
 * person reads) and one pending report of the first class, which the server queues once its job
 * queue runs (the real report job prints it). Returns the job ids to queue.
 */
export async function seedDemoReports(db: Db): Promise<number[]> {
  await db
    .insert(reportSettings)
    .values({
      id: 1,
      enableAutoGeneration: false,
      classDay: 'thursday',
      classTime: '18:00',
      schoolDay: 'thursday',
      schoolTime: '19:00',
      timeZone: DEFAULT_TIME_ZONE,
    })
    .onConflictDoNothing();
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mainRoleId, ROLE.admin))
    .orderBy(asc(users.id))
    .limit(1);
  const demoClasses = await db.select({ id: classes.id }).from(classes).orderBy(asc(classes.id)).limit(2);
  if (demoClasses.length === 0) return [];
  const failedClass = demoClasses[1] ?? demoClasses[0];
  const [fromDate, toDate] = [daysAgo(30), daysAgo(0)];
  const fileName = (classId: number) => `report-${classId}-${fromDate}-${toDate}.pdf`;
  const now = new Date();
  const [failed] = await db
    .insert(jobs)
    .values({
      type: 'performance-report',
      entityType: 'reports',
      status: 'failed',
      fileName: fileName(failedClass.id),
      error: jobMessage('job.interrupted'),
      createdBy: admin?.id,
      startedAt: now,
      finishedAt: now,
    })
    .returning({ id: jobs.id });
  const [pending] = await db
    .insert(jobs)
    .values({ type: 'performance-report', entityType: 'reports', fileName: fileName(demoClasses[0].id), createdBy: admin?.id })
    .returning({ id: jobs.id });
  await db.insert(performanceReports).values([
    { classId: failedClass.id, fromDate, toDate, language: 'en', jobId: failed.id, createdBy: admin?.id },
    { classId: demoClasses[0].id, fromDate, toDate, language: 'en', jobId: pending.id, createdBy: admin?.id },
  ]);
  return [pending.id];
}
