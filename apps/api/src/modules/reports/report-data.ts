import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ATTENDANCE_LATE, ATTENDED_STATUSES, type ClassworkStatus, type Language, type ScoreSource } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  attendances,
  attendanceStatuses,
  classes,
  classStudents,
  classTeachers,
  classworkResults,
  classworks,
  schools,
  users,
} from '../../db/schema';
import { listClassItems, listScores } from './class-items';
import { gradeOf } from './report-grades';
import { isClassMember } from '../classes/class-members';

export type ReportLine = {
  kind: ScoreSource | 'classwork';
  name: string;
  date: string | null;
  score: number | null;
  maxScore: number;
  grade: string;
  /** A classwork's status in place of a score. */
  status?: ClassworkStatus;
};
export type StudentReport = {
  id: number;
  name: string;
  email: string;
  /** Sessions attended (present or late) of those held, in %; null when none was held. */
  attendanceRate: number | null;
  /** Of the sessions attended, how many late. */
  lateCount: number;
  lines: ReportLine[];
  percent: number;
  rank: number;
  /** Percent of each graded item in date order: the trend chart. */
  trend: number[];
};
export type ReportData = {
  language: Language;
  className: string;
  schoolName: string | null;
  teacherNames: string[];
  fromDate: string;
  toDate: string;
  /** The class's members, whom the ranks are out of ("Rank 3 of 7"), also when one student is reported. */
  classSize: number;
  students: StudentReport[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What one report shows: the class's items of the period and, for each student (or the one asked
 * for), their scores, percent, rank in the class and trend. One query per kind of data, none per student.
 */
export async function gatherReport(
  db: Db,
  input: { classId: number; studentId: number | null; fromDate: string; toDate: string; language: Language },
): Promise<ReportData | null> {
  const [klass] = await db
    .select({ name: classes.name, schoolName: schools.name })
    .from(classes)
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.id, input.classId))
    .limit(1);
  if (!klass) return null;
  const period = { fromDate: input.fromDate, toDate: input.toDate };
  const [teachers, roster, items, scores, attendance, works] = await Promise.all([
    db
      .select({ name: users.name })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.teacherId))
      .where(eq(classTeachers.classId, input.classId))
      .orderBy(asc(users.name)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(classStudents)
      .innerJoin(users, isClassMember)
      .where(eq(classStudents.classId, input.classId))
      .orderBy(asc(users.name), asc(users.id)),
    listClassItems(db, input.classId, period),
    listScores(db, input.classId),
    attendanceOf(db, input.classId, period),
    classworksOf(db, input.classId, period),
  ]);
  const scoreOf = new Map(scores.map((s) => [`${s.studentId}:${s.kind}:${s.itemId}`, s.score]));
  const ranked = roster.map((student) => {
    const lines: ReportLine[] = items.map((item) => {
      const score = scoreOf.get(`${student.id}:${item.kind}:${item.id}`) ?? null;
      return {
        kind: item.kind,
        name: item.name,
        date: item.date,
        score,
        maxScore: item.maxScore,
        grade: gradeOf(score, item.maxScore, item.gradingType, item.grading),
      };
    });
    for (const work of works.items) {
      const status = works.statusOf.get(`${student.id}:${work.id}`) ?? 'not_attended';
      lines.push({
        kind: 'classwork',
        name: work.name,
        date: work.date,
        score: null,
        maxScore: work.maxScore,
        grade: '',
        status,
      });
    }
    const graded = lines.filter((line) => line.score !== null);
    const sum = graded.reduce((total, line) => total + (line.score ?? 0), 0);
    const max = graded.reduce((total, line) => total + line.maxScore, 0);
    return {
      ...student,
      attendanceRate:
        attendance.held > 0 ? round2(((attendance.attendedOf.get(student.id)?.attended ?? 0) / attendance.held) * 100) : null,
      lateCount: attendance.attendedOf.get(student.id)?.late ?? 0,
      lines,
      percent: max > 0 ? round2((sum / max) * 100) : 0,
      rank: 0,
      trend: graded.map((line) => round2(((line.score ?? 0) / line.maxScore) * 100)),
    };
  });
  // Competition ranking (ties share a rank), as the Ranking screen counts.
  const order = [...ranked].sort((a, b) => b.percent - a.percent);
  for (const student of ranked) student.rank = 1 + order.filter((other) => other.percent > student.percent).length;
  return {
    language: input.language,
    className: klass.name,
    schoolName: klass.schoolName,
    teacherNames: teachers.map((teacher) => teacher.name),
    fromDate: input.fromDate,
    toDate: input.toDate,
    classSize: ranked.length,
    students: input.studentId ? ranked.filter((student) => student.id === input.studentId) : ranked,
  };
}

/**
 * Sessions of the period and how many each student attended, present or late, and of those how many late
 * (attendances_class_date_idx, then the statuses' key).
 */
async function attendanceOf(db: Db, classId: number, period: { fromDate: string; toDate: string }) {
  const inPeriod = and(
    eq(attendances.classId, classId),
    gte(attendances.date, period.fromDate),
    lte(attendances.date, period.toDate),
  );
  const [[{ held }], attended] = await Promise.all([
    db
      .select({ held: sql<number>`count(*)::int` })
      .from(attendances)
      .where(inPeriod),
    db
      .select({
        studentId: attendanceStatuses.studentId,
        attended: sql<number>`count(*)::int`,
        late: sql<number>`count(*) FILTER (WHERE ${attendanceStatuses.status} = ${ATTENDANCE_LATE})::int`,
      })
      .from(attendanceStatuses)
      .innerJoin(attendances, eq(attendances.id, attendanceStatuses.attendanceId))
      .where(and(inPeriod, inArray(attendanceStatuses.status, [...ATTENDED_STATUSES])))
      .groupBy(attendanceStatuses.studentId),
  ]);
  return { held, attendedOf: new Map(attended.map((row) => [row.studentId, row])) };
}

/** Classworks due in the period with every student's status (classworks_class_due_idx). */
async function classworksOf(db: Db, classId: number, period: { fromDate: string; toDate: string }) {
  const inPeriod = and(
    eq(classworks.classId, classId),
    gte(classworks.dueDate, period.fromDate),
    sql`${classworks.dueDate} < (${period.toDate}::date + 1)::timestamp`,
  );
  const [items, results] = await Promise.all([
    db
      .select({
        id: classworks.id,
        name: classworks.name,
        maxScore: classworks.maxScore,
        date: sql<string>`to_char(${classworks.dueDate}, 'YYYY-MM-DD')`,
      })
      .from(classworks)
      .where(inPeriod)
      .orderBy(asc(classworks.dueDate), asc(classworks.id)),
    db
      .select({
        studentId: classworkResults.studentId,
        classworkId: classworkResults.classworkId,
        status: classworkResults.status,
      })
      .from(classworkResults)
      .innerJoin(classworks, eq(classworks.id, classworkResults.classworkId))
      .where(inPeriod),
  ]);
  return { items, statusOf: new Map(results.map((r) => [`${r.studentId}:${r.classworkId}`, r.status])) };
}
