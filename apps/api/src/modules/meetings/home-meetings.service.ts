import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { HomeMeeting } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, classStudents, meetingClasses, meetingParticipants, meetings } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { studentMeetingCondition } from '../../access/meeting-access';

/** Most meetings the student app lists at once. */
const MAX_MEETINGS = 100;

/** The meetings of the student's classes from `fromDate` on (today by default), soonest first. */
export async function listStudentMeetings(db: Db, studentId: number, fromDate: string): Promise<HomeMeeting[]> {
  const rows = await db
    .select()
    .from(meetings)
    .where(and(studentMeetingCondition(studentId), gte(meetings.startDate, fromDate)))
    .orderBy(asc(meetings.startDate), asc(meetings.startTime), asc(meetings.id))
    .limit(MAX_MEETINGS);
  const names = new Map<number, string[]>();
  if (rows.length > 0) {
    const classRows = await db
      .select({ meetingId: meetingClasses.meetingId, name: classes.name })
      .from(meetingClasses)
      .innerJoin(classes, eq(classes.id, meetingClasses.classId))
      // The caller's own enrolments, not the rule: a student token belongs to an active student (access/callers.ts).
      .innerJoin(classStudents, and(eq(classStudents.classId, classes.id), eq(classStudents.studentId, studentId)))
      .where(
        inArray(
          meetingClasses.meetingId,
          rows.map((r) => r.id),
        ),
      );
    for (const r of classRows) names.set(r.meetingId, [...(names.get(r.meetingId) ?? []), r.name]);
  }
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    agenda: r.agenda,
    main_type: r.mainType,
    startDate: r.startDate,
    startTimes: r.startTime,
    duration: r.durationMinutes,
    classes: names.get(r.id) ?? [],
    password: r.password,
  }));
}

/**
 * Records that the student joined (one row per join) and answers where to go: the join goes through
 * the server, so participants are known whatever service hosts the call. 404 unknown; a meeting of
 * another class is the route's scope's 403 (`{ record: 'meeting' }`).
 */
export async function joinMeeting(db: Db, studentId: number, meetingId: number): Promise<string> {
  const [row] = await db.select({ joinUrl: meetings.joinUrl }).from(meetings).where(eq(meetings.id, meetingId));
  if (!row) throw notFound();
  await db.insert(meetingParticipants).values({ meetingId, studentId });
  return row.joinUrl;
}
