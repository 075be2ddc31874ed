import { count, desc, eq } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  PAGE_SIZE,
  jobMessage,
  type AuthUser,
  type GenerateReport,
  type Language,
  type Report,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, jobs, performanceReports, users } from '../../db/schema';
import { createJob, finishJob, type Enqueue, type QueuedJob } from '../../jobs/jobs.service';
import { pageMeta, pageWindow } from '../../lib/lists';
import { invalidField, notFound } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';
import { assertClassExists } from '../classes/classes-exist';
import { findClassMember } from '../classes/class-members';
import { principalOf } from './report-job';

type Translate = (message: string, params?: Record<string, string | number>) => string;
export type ReportRequest = GenerateReport & { language: Language; isScheduled?: boolean; createdBy: number | null };

const downloadPath = (id: number) => `/api/admin/reports/performance/${id}/download`;

/**
 * Writes the report row with its job, then queues the job: the worker always finds the row. A queue
 * that refuses the job leaves the row failed, never pending.
 */
export async function queueReport(db: Db, enqueue: Enqueue, request: ReportRequest) {
  const { row, jobId } = await db.transaction(async (tx) => {
    const job = await createJob(tx, {
      type: 'performance-report',
      entityType: 'reports',
      fileName: `report-${request.classId}-${request.fromDate}-${request.toDate}.pdf`,
      input: {},
      createdBy: request.createdBy,
    });
    const [inserted] = await tx
      .insert(performanceReports)
      .values({
        classId: request.classId,
        studentId: request.studentId ?? null,
        fromDate: request.fromDate,
        toDate: request.toDate,
        language: request.language,
        sendToPrincipal: request.sendToPrincipal,
        isScheduled: request.isScheduled ?? false,
        jobId: job.id,
        createdBy: request.createdBy,
      })
      .returning();
    return { row: inserted, jobId: job.id };
  });
  try {
    await enqueue('performance-report', { jobId } satisfies QueuedJob);
  } catch (error) {
    await finishJob(db, jobId, { status: 'failed', error: jobMessage('job.notQueued') });
    throw error;
  }
  return row;
}

/** POST admin/reports/performance: staff of the class; the student, when chosen, must be in it. */
export async function generateReport(db: Db, enqueue: Enqueue, user: AuthUser, body: GenerateReport, language: Language) {
  await assertClassExists(db, body.classId);
  if (body.studentId) {
    const member = await findClassMember(db, body.classId, body.studentId);
    if (!member) throw invalidField('studentId', 'The student is not in this class');
  }
  // Asked to mail a principal there is none of: refused, not queued and silently never sent.
  if (body.sendToPrincipal && !(await principalOf(db, body.classId))) {
    throw invalidField('sendToPrincipal', 'The class has no school principal e-mail to send the report to');
  }
  return queueReport(db, enqueue, { ...body, language, createdBy: user.id });
}

/** The reports of the user's classes, newest first, 30 a page. */
export async function listReports(db: Db, user: AuthUser, page: number, t: Translate) {
  const visible = visibleClassCondition(user, performanceReports.classId);
  const listQuery = { page, per_page: PAGE_SIZE };
  const { limit, offset } = pageWindow(listQuery);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ report: performanceReports, className: classes.name, studentName: users.name, job: jobs })
      .from(performanceReports)
      .innerJoin(jobs, eq(jobs.id, performanceReports.jobId))
      .innerJoin(classes, eq(classes.id, performanceReports.classId))
      .leftJoin(users, eq(users.id, performanceReports.studentId))
      .where(visible)
      .orderBy(desc(performanceReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(performanceReports).where(visible),
  ]);
  const data: Report[] = rows.map(({ report, className, studentName, job }) => ({
    id: report.id,
    classId: report.classId,
    className,
    studentName,
    fromDate: report.fromDate,
    toDate: report.toDate,
    language: report.language,
    sendToPrincipal: report.sendToPrincipal,
    isScheduled: report.isScheduled,
    status: job.status,
    error: job.error ? t(JOB_MESSAGES[job.error.code as keyof typeof JOB_MESSAGES] ?? job.error.code, job.error.params) : null,
    file: job.status === 'completed' && job.resultFile ? downloadPath(report.id) : null,
    createdAt: report.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  }));
  return { rows: data, meta: pageMeta(total, rows.length, listQuery) };
}

/**
 * The PDF of a completed report: 404 unknown or not ready. One of another class is the route's scope's 403
 * (`{ record: 'performanceReport' }`).
 */
export async function findReportFile(db: Db, id: number) {
  const [row] = await db
    .select({ classId: performanceReports.classId, resultFile: jobs.resultFile, status: jobs.status, fileName: jobs.fileName })
    .from(performanceReports)
    .innerJoin(jobs, eq(jobs.id, performanceReports.jobId))
    .where(eq(performanceReports.id, id))
    .limit(1);
  if (!row) throw notFound();
  if (row.status !== 'completed' || !row.resultFile) throw notFound();
  return { storedFile: row.resultFile, fileName: row.fileName ?? 'report.pdf' };
}
