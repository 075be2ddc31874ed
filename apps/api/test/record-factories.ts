import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import {
  alertRules,
  alerts,
  auditLog,
  classPdfs,
  classVideos,
  jobs,
  meetingClasses,
  meetings,
  pdfs,
  performanceReports,
  videos,
} from '../src/db/schema';
import type { RecordKind } from '../src/access/record-access';
import { createStudent } from './factories';

/** Whose record: the class it belongs to and the staff member who made it. */
type Owner = { classId: number; createdBy: number };

async function createMeetingOf(db: Db, { classId, createdBy }: Owner) {
  const [row] = await db
    .insert(meetings)
    .values({
      topic: 'Walked meeting',
      mainType: 'meeting',
      type: 3,
      startDate: '2030-01-01',
      startTime: '10:00',
      durationMinutes: 30,
      provider: 'link',
      joinUrl: 'https://meet.example.test/walked',
      createdBy,
    })
    .returning({ id: meetings.id });
  await db.insert(meetingClasses).values({ meetingId: row.id, classId });
  return row.id;
}

/**
 * One record of each kind a route may name in its `{ record }` scope, of the owner's class, as the route walks
 * (plugins/guards.routes.test.ts, plugins/student-guard.routes.test.ts) need them: a new kind needs its factory here.
 */
const RECORD_FACTORIES: Record<RecordKind, (db: Db, owner: Owner) => Promise<number>> = {
  video: async (db, { classId, createdBy }) => {
    const [row] = await db
      .insert(videos)
      .values({ title: 'Walked video', type: 'lesson', status: 'ready', createdBy })
      .returning({ id: videos.id });
    await db.insert(classVideos).values({ classId, videoId: row.id });
    return row.id;
  },
  pdf: async (db, { classId, createdBy }) => {
    const filePath = `${randomBytes(16).toString('hex')}.pdf`;
    const [row] = await db
      .insert(pdfs)
      .values({ title: 'Walked.pdf', type: 'notes', filePath, createdBy })
      .returning({ id: pdfs.id });
    await db.insert(classPdfs).values({ classId, pdfId: row.id });
    return row.id;
  },
  meeting: createMeetingOf,
  editableMeeting: createMeetingOf,
  // A change of a field no revert puts back: an admin's revert answers 409.
  auditLogRow: async (db, { classId, createdBy }) => {
    const [row] = await db
      .insert(auditLog)
      .values({ userId: createdBy, entity: 'attendance', entityId: 1, classId, field: 'name', old: 'a', new: 'b' })
      .returning({ id: auditLog.id });
    return row.id;
  },
  alert: async (db, { classId }) => {
    const student = await createStudent(db);
    const [rule] = await db
      .insert(alertRules)
      .values({ name: 'Walked rule', kind: 'missing_work', threshold: 1, notify: [] })
      .returning({ id: alertRules.id });
    const [row] = await db
      .insert(alerts)
      .values({ ruleId: rule.id, classId, studentId: student.id, details: { count: 1 } })
      .returning({ id: alerts.id });
    return row.id;
  },
  exportJob: async (db, { createdBy }) => {
    const [row] = await db
      .insert(jobs)
      .values({ type: 'student-export', entityType: 'students', fileName: 'students.xlsx', createdBy })
      .returning({ id: jobs.id });
    return row.id;
  },
  performanceReport: async (db, { classId, createdBy }) => {
    const [job] = await db
      .insert(jobs)
      .values({ type: 'performance-report', entityType: 'performance', fileName: 'report.pdf', createdBy })
      .returning({ id: jobs.id });
    const [row] = await db
      .insert(performanceReports)
      .values({ classId, fromDate: '2030-01-01', toDate: '2030-01-31', jobId: job.id, createdBy })
      .returning({ id: performanceReports.id });
    return row.id;
  },
};

/** A record of this kind in the owner's class; answers its id. */
export const createRecordOf = (db: Db, kind: RecordKind, owner: Owner): Promise<number> => RECORD_FACTORIES[kind](db, owner);
