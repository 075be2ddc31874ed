import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser, JobType, StudentUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { alerts, auditLog, jobs, meetings, pdfs, performanceReports, videos } from '../db/schema';
import { visibleClassCondition } from './class-access';
import { studentPdfCondition, studentVideoCondition, visiblePdfCondition, visibleVideoCondition } from './media-access';
import { editableMeetingCondition, studentMeetingCondition, visibleMeetingCondition } from './meeting-access';

/** What a scope check answers: the caller may go on, may not (403), or the record does not exist (404). */
export type Verdict = 'allowed' | 'forbidden' | 'missing';

/** Who asks: a signed-in staff member or a signed-in student (a `viewer` route lets in either). */
export type Caller = { audience: 'staff'; user: AuthUser } | { audience: 'student'; student: StudentUser };

/** The types of job whose file the import/export page offers for download. */
export const EXPORT_JOB_TYPES: JobType[] = ['student-export'];

/** No condition: every row of the kind (an admin's). */
const always = sql`true`;
const never = sql`false`;

/** Where a record lives and who may open it: a condition on its row, `never` for an audience it is not for. */
type RecordRule = {
  table: PgTable;
  id: AnyPgColumn;
  /** Narrows what counts as a record of this kind (an export among the jobs). */
  kind?: SQL;
  allows: (db: Db, caller: Caller) => SQL;
};

const staffOnly = (condition: (db: Db, user: AuthUser) => SQL | undefined) => (db: Db, caller: Caller) =>
  caller.audience === 'staff' ? (condition(db, caller.user) ?? always) : never;

/**
 * The records whose class (or owner) is known only from the row, each with who may open it. A route names
 * one in its scope (`{ record: 'video', id: 'params.id' }`) and plugins/policy.ts asks `canOpenRecord`.
 */
const RECORD_RULES = {
  /** A staff member's own uploads and those of their classes; a student's, those of their classes. */
  video: {
    table: videos,
    id: videos.id,
    allows: (db, caller) =>
      caller.audience === 'staff' ? (visibleVideoCondition(db, caller.user) ?? always) : studentVideoCondition(caller.student),
  },
  pdf: {
    table: pdfs,
    id: pdfs.id,
    allows: (db, caller) =>
      caller.audience === 'staff' ? (visiblePdfCondition(db, caller.user) ?? always) : studentPdfCondition(caller.student),
  },
  /** Seen when one of its classes is the caller's (staff: visible; a student: enrolled in). */
  meeting: {
    table: meetings,
    id: meetings.id,
    allows: (_db, caller) =>
      caller.audience === 'staff' ? (visibleMeetingCondition(caller.user) ?? always) : studentMeetingCondition(caller.student.id),
  },
  /** Changed or deleted only by a staff member who sees every one of its classes. */
  editableMeeting: { table: meetings, id: meetings.id, allows: staffOnly((_db, user) => editableMeetingCondition(user)) },
  /** A change of the history: an admin any; others a change of a class they see (an account's change has none). */
  auditLogRow: {
    table: auditLog,
    id: auditLog.id,
    allows: staffOnly((_db, user) => {
      const visible = visibleClassCondition(user, auditLog.classId);
      return visible && and(isNotNull(auditLog.classId), visible);
    }),
  },
  /** An export's file: its requester's, or any for an admin. */
  exportJob: {
    table: jobs,
    id: jobs.id,
    kind: inArray(jobs.type, EXPORT_JOB_TYPES),
    allows: staffOnly((_db, user) => (user.mainRole === 'admin' ? undefined : eq(jobs.createdBy, user.id))),
  },
  performanceReport: {
    table: performanceReports,
    id: performanceReports.id,
    allows: staffOnly((_db, user) => visibleClassCondition(user, performanceReports.classId)),
  },
  /** An alert of a class the staff member sees. */
  alert: { table: alerts, id: alerts.id, allows: staffOnly((_db, user) => visibleClassCondition(user, alerts.classId)) },
} satisfies Record<string, RecordRule>;

export type RecordKind = keyof typeof RECORD_RULES;
export const RECORD_KINDS = Object.keys(RECORD_RULES) as RecordKind[];

/** Whether the caller may open the record of this kind and id; `missing` when there is none. */
export async function canOpenRecord(db: Db, caller: Caller, kind: RecordKind, id: number): Promise<Verdict> {
  const rule: RecordRule = RECORD_RULES[kind];
  const [row] = await db
    .select({ isAllowed: sql<boolean | null>`${rule.allows(db, caller)}` })
    .from(rule.table)
    .where(and(eq(rule.id, id), rule.kind))
    .limit(1);
  return !row ? 'missing' : row.isAllowed ? 'allowed' : 'forbidden';
}
