import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@backoffice/contract';
import { classStudents, meetingClasses, meetings } from '../db/schema';
import { visibleClassCondition } from './class-access';

/** A meeting a staff member sees: one of its classes is theirs (an admin: every meeting). */
export function visibleMeetingCondition(user: AuthUser): SQL | undefined {
  const visible = visibleClassCondition(user, meetingClasses.classId);
  if (!visible) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${meetingClasses} WHERE ${meetingClasses.meetingId} = ${meetings.id} AND ${visible})`;
}

/** A meeting a staff member may change or delete: they see it and every one of its classes. */
export function editableMeetingCondition(user: AuthUser): SQL | undefined {
  const visible = visibleClassCondition(user, meetingClasses.classId);
  if (!visible) return undefined;
  return sql`${visibleMeetingCondition(user)} AND NOT EXISTS (SELECT 1 FROM ${meetingClasses} WHERE ${meetingClasses.meetingId} = ${meetings.id} AND NOT (${visible}))`;
}

/** A meeting of one of the student's classes. */
export const studentMeetingCondition = (studentId: number) =>
  sql`EXISTS (SELECT 1 FROM ${meetingClasses} mc JOIN ${classStudents} cs ON cs.class_id = mc.class_id
      WHERE mc.meeting_id = ${meetings.id} AND cs.student_id = ${studentId})`;
