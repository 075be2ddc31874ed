import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { HomeMeeting } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, classStudents, meetingClasses, meetingParticipants, meetings } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/app-error';

/** Most meetings the student app lists at once. */
const MAX_MEETINGS = 100;

const enrolledIn = (studentId: number) =>
  sql`EXISTS (SELECT 1 FROM ${meetingClasses} mc JOIN ${classStudents} cs ON cs.class_id = mc.class_id
      WHERE mc.meeting_id = ${meetings.id} AND cs.student_id = ${studentId})`;

/** The meetings of the student's classes from `fromDate` on (today by default), soonest first. */
export async function listStudentMeetings(db: Db, studentId: number, fromDate: string): Promise<HomeMeeting[]> {
  const rows = await db
    .select()
    .from(meetings)
    .where(and(enrolledIn(studentId), gte(meetings.startDate, fromDate)))
    .orderBy(asc(meetings.startDate), asc(meetings.startTime), asc(meetings.id))
    .limit(MAX_MEETINGS);
  const names = new Map<number, string[]>();
  if (rows.length > 0) {
    const classRows = await db
      .select({ meetingId: meetingClasses.meetingId, name: classes.name })
      .from(meetingClasses)
      .innerJoin(classes, eq(classes.id, meetingClasses.classId))
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
 * the server, so participants are known whatever service hosts the call. 404 unknown, 403 not theirs.
 */
export async function joinMeeting(db: Db, studentId: number, meetingId: number): Promise<string> {
  const [row] = await db
    .select({ joinUrl: meetings.joinUrl, isMine: sql<boolean>`${enrolledIn(studentId)}` })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!row) throw notFound();
  if (!row.isMine) throw forbidden();
  await db.insert(meetingParticipants).values({ meetingId, studentId });
  return row.joinUrl;
}
