import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Language, ScoreSource } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  alertRules,
  alerts,
  assessments,
  attendances,
  attendanceStatuses,
  classes,
  classStudents,
  classworks,
  studentProfiles,
  studentScores,
  users,
} from '../../db/schema';
import { addCalendarDays, todayIn } from '../../lib/school-time';
import { describeAlert } from '../alerts/alert-messages';
import { isClassMember } from '../classes/class-members';

/** The week a digest tells (its last day is the digest's day) and the week after it, for work due. */
export type DigestPeriod = { fromDate: string; toDate: string; nextFrom: string; nextTo: string };

/** The school's calendar day of a moment, as the schedule's slots are on the school's clock. */
export const localIsoDate = (date: Date) => todayIn(date);

/** The seven days ending on `isoDate` and the seven after them. */
export const digestPeriod = (isoDate: string): DigestPeriod => ({
  fromDate: addCalendarDays(isoDate, -6),
  toDate: isoDate,
  nextFrom: addCalendarDays(isoDate, 1),
  nextTo: addCalendarDays(isoDate, 7),
});

export type DigestClass = {
  classId: number;
  className: string;
  /** Sessions of the week marked for the student: present and absent (unmarked ones are not counted). */
  attendance: { held: number; present: number; absent: number };
  scores: { kind: ScoreSource; name: string; score: number; maxScore: number }[];
  due: { kind: ScoreSource | 'classwork'; name: string; dueDate: string }[];
};

/** Something staff should look at about the child (an absence alert…), open at the time of the digest. */
export type DigestAlert = { text: string };

export type DigestWeek = {
  studentId: number;
  studentName: string;
  language: Language;
  /** Mother's and father's addresses as stored (unsubscribed ones are filtered when sending). */
  parents: string[];
  period: DigestPeriod;
  classes: DigestClass[];
  /** Empty: the section is left out of the e-mail. */
  alerts: DigestAlert[];
};

/**
 * The week of each of `studentIds` who is an active student, class by class: attendance, scores entered
 * in the week, work due the next week. One query per kind of data for all the students, none per student.
 */
export async function gatherDigestWeeks(db: Db, studentIds: number[], period: DigestPeriod): Promise<DigestWeek[]> {
  if (studentIds.length === 0) return [];
  const memberships = await db
    .select({
      studentId: users.id,
      studentName: users.name,
      language: studentProfiles.language,
      mother: studentProfiles.motherEmail,
      father: studentProfiles.fatherEmail,
      classId: classes.id,
      className: classes.name,
    })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(inArray(classStudents.studentId, studentIds))
    .orderBy(asc(users.id), asc(classes.name), asc(classes.id));
  if (memberships.length === 0) return [];
  const classIds = [...new Set(memberships.map((m) => m.classId))];
  const [held, marks, scores, dueItems, dueWorks] = await Promise.all([
    db
      .select({ classId: attendances.classId, held: sql<number>`count(*)::int` })
      .from(attendances)
      .where(
        and(
          inArray(attendances.classId, classIds),
          gte(attendances.date, period.fromDate),
          sql`${attendances.date} <= ${period.toDate}`,
        ),
      )
      .groupBy(attendances.classId),
    db
      .select({
        classId: attendances.classId,
        studentId: attendanceStatuses.studentId,
        // late counts as attended
        present: sql<number>`count(*) FILTER (WHERE ${attendanceStatuses.status} IN (1, 2))::int`,
        absent: sql<number>`count(*) FILTER (WHERE ${attendanceStatuses.status} = 0)::int`,
      })
      .from(attendanceStatuses)
      .innerJoin(attendances, eq(attendances.id, attendanceStatuses.attendanceId))
      .where(
        and(
          inArray(attendanceStatuses.studentId, studentIds),
          gte(attendances.date, period.fromDate),
          sql`${attendances.date} <= ${period.toDate}`,
        ),
      )
      .groupBy(attendances.classId, attendanceStatuses.studentId),
    db
      .select({
        classId: studentScores.classId,
        studentId: studentScores.studentId,
        kind: studentScores.sourceType,
        name: assessments.name,
        score: studentScores.score,
        maxScore: studentScores.maxScore,
      })
      .from(studentScores)
      .innerJoin(assessments, eq(assessments.id, studentScores.sourceId))
      .where(
        and(
          inArray(studentScores.studentId, studentIds),
          gte(studentScores.updatedAt, sql`${period.fromDate}::date`),
          lt(studentScores.updatedAt, sql`(${period.toDate}::date + 1)`),
        ),
      )
      .orderBy(asc(assessments.dueDate), asc(assessments.id)),
    db
      .select({
        classId: assessments.classId,
        kind: assessments.kind,
        name: assessments.name,
        dueDate: sql<string>`to_char(${assessments.dueDate}, 'YYYY-MM-DD')`,
      })
      .from(assessments)
      .where(and(inArray(assessments.classId, classIds), ...dueIn(assessments.dueDate, period)))
      .orderBy(asc(assessments.dueDate), asc(assessments.id)),
    db
      .select({
        classId: classworks.classId,
        name: classworks.name,
        dueDate: sql<string>`to_char(${classworks.dueDate}, 'YYYY-MM-DD')`,
      })
      .from(classworks)
      .where(and(inArray(classworks.classId, classIds), ...dueIn(classworks.dueDate, period)))
      .orderBy(asc(classworks.dueDate), asc(classworks.id)),
  ]);
  const heldOf = new Map(held.map((row) => [row.classId, row.held]));
  const marksOf = new Map(marks.map((row) => [`${row.studentId}:${row.classId}`, row]));
  const weeks = new Map<number, DigestWeek>();
  for (const m of memberships) {
    let week = weeks.get(m.studentId);
    if (!week) {
      week = {
        studentId: m.studentId,
        studentName: m.studentName,
        language: m.language ?? 'en',
        parents: [m.mother, m.father].filter((email): email is string => Boolean(email?.includes('@'))),
        period,
        classes: [],
        alerts: [],
      };
      weeks.set(m.studentId, week);
    }
    const mark = marksOf.get(`${m.studentId}:${m.classId}`);
    week.classes.push({
      classId: m.classId,
      className: m.className,
      attendance: { held: heldOf.get(m.classId) ?? 0, present: mark?.present ?? 0, absent: mark?.absent ?? 0 },
      scores: scores
        .filter((s) => s.studentId === m.studentId && s.classId === m.classId)
        .map(({ kind, name, score, maxScore }) => ({ kind, name, score, maxScore })),
      due: [
        ...dueItems.filter((d) => d.classId === m.classId).map(({ kind, name, dueDate }) => ({ kind, name, dueDate })),
        ...dueWorks
          .filter((d) => d.classId === m.classId)
          .map(({ name, dueDate }) => ({ kind: 'classwork' as const, name, dueDate })),
      ].sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
    });
  }
  await addOpenAlerts(db, weeks);
  return [...weeks.values()];
}

/** The child's alerts not yet resolved (open or acknowledged), told as the alert e-mails tell them. */
async function addOpenAlerts(db: Db, weeks: Map<number, DigestWeek>) {
  const open = await db
    .select({ studentId: alerts.studentId, kind: alertRules.kind, details: alerts.details, className: classes.name })
    .from(alerts)
    .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
    .innerJoin(classes, eq(classes.id, alerts.classId))
    .where(and(inArray(alerts.studentId, [...weeks.keys()]), ne(alerts.status, 'resolved')))
    .orderBy(asc(alerts.openedAt), asc(alerts.id));
  for (const alert of open) {
    const week = weeks.get(alert.studentId);
    if (!week) continue;
    week.alerts.push({ text: describeAlert(week.language, { ...alert, studentName: week.studentName }) });
  }
}

/** Due in the week after the digest's (a due date is a local date and time without a zone). */
function dueIn(column: typeof assessments.dueDate | typeof classworks.dueDate, period: DigestPeriod) {
  return [gte(column, `${period.nextFrom} 00:00:00`), lt(column, sql`(${period.nextTo}::date + 1)::timestamp`)];
}
