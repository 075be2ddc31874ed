import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@backoffice/contract';
import { meetingClasses, meetings } from '../db/schema';
import { isMemberOfClass } from './class-membership';
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

/** A meeting of one of the classes the student is a member of. */
export const studentMeetingCondition = (studentId: number) =>
  sql`EXISTS (SELECT 1 FROM ${meetingClasses} WHERE ${meetingClasses.meetingId} = ${meetings.id} AND ${isMemberOfClass(meetingClasses.classId, studentId)})`;
