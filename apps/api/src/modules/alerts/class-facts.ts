import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ATTENDED_STATUSES } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  assessmentResults,
  assessments,
  attendanceStatuses,
  attendances,
  classStudents,
  classworkResults,
  classworks,
  studentScores,
  users,
} from '../../db/schema';
import { wallClockText } from '../../lib/school-time';
import { isClassMember } from '../classes/class-members';
import type { StudentFacts } from './alert-conditions';

/** A due date as stored ('YYYY-MM-DD HH:mm:ss', the school's wall clock) passed: compared with the school's clock now. */
const isPastDue = (column: typeof assessments.dueDate | typeof classworks.dueDate, now: Date) => lt(column, wallClockText(now));

/**
 * Everything the rules read about the members of one class, in five queries for the whole class (not one
 * per student): marked attendance, homework and classwork past due and not handed in, graded items in %.
 */
export async function loadClassFacts(db: Db, classId: number, now = new Date()): Promise<Map<number, StudentFacts>> {
  const members = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(eq(classStudents.classId, classId));
  const facts = new Map<number, StudentFacts>(members.map((m) => [m.id, { marks: [], missing: [], scores: [] }]));
  if (facts.size === 0) return facts;
  const ids = [...facts.keys()];

  const [marks, homework, classwork, scores] = await Promise.all([
    db
      .select({ studentId: attendanceStatuses.studentId, date: attendances.date, status: attendanceStatuses.status })
      .from(attendances)
      .innerJoin(attendanceStatuses, eq(attendanceStatuses.attendanceId, attendances.id))
      .where(
        and(
          eq(attendances.classId, classId),
          inArray(attendanceStatuses.status, [0, ...ATTENDED_STATUSES]),
          inArray(attendanceStatuses.studentId, ids),
        ),
      )
      .orderBy(desc(attendances.date), desc(attendances.id)),
    db
      .select({ id: assessments.id, name: assessments.name, dueDate: assessments.dueDate })
      .from(assessments)
      .where(and(eq(assessments.classId, classId), eq(assessments.kind, 'homework'), isPastDue(assessments.dueDate, now)))
      .orderBy(desc(assessments.dueDate), desc(assessments.id)),
    db
      .select({ id: classworks.id, name: classworks.name, dueDate: classworks.dueDate })
      .from(classworks)
      .where(and(eq(classworks.classId, classId), isPastDue(classworks.dueDate, now)))
      .orderBy(desc(classworks.dueDate), desc(classworks.id)),
    db
      .select({ studentId: studentScores.studentId, score: studentScores.score, maxScore: studentScores.maxScore })
      .from(studentScores)
      .where(and(eq(studentScores.classId, classId), inArray(studentScores.studentId, ids)))
      .orderBy(desc(studentScores.createdAt), desc(studentScores.id)),
  ]);
  for (const mark of marks) facts.get(mark.studentId)?.marks.push({ date: mark.date, isAbsent: mark.status === 0 });
  for (const row of scores) if (row.maxScore > 0) facts.get(row.studentId)?.scores.push((row.score / row.maxScore) * 100);

  // Handed in: a homework submitted or corrected, or with a score staff entered (handed in on paper), a classwork
  // attended. No row is not handed in.
  const [handedHomework, handedClasswork] = await Promise.all([
    homework.length === 0
      ? []
      : db
          .select({ itemId: assessmentResults.assessmentId, studentId: assessmentResults.studentId })
          .from(assessmentResults)
          .where(
            and(
              inArray(
                assessmentResults.assessmentId,
                homework.map((item) => item.id),
              ),
              sql`(${assessmentResults.status} <> 'assigned' OR ${assessmentResults.score} IS NOT NULL)`,
            ),
          ),
    classwork.length === 0
      ? []
      : db
          .select({ itemId: classworkResults.classworkId, studentId: classworkResults.studentId })
          .from(classworkResults)
          .where(
            and(
              inArray(
                classworkResults.classworkId,
                classwork.map((item) => item.id),
              ),
              sql`${classworkResults.status} <> 'not_attended'`,
            ),
          ),
  ]);
  const handed = new Set([
    ...handedHomework.map((row) => `h${row.itemId}:${row.studentId}`),
    ...handedClasswork.map((row) => `c${row.itemId}:${row.studentId}`),
  ]);
  const due = [
    ...homework.map((item) => ({ key: `h${item.id}`, name: item.name, dueDate: item.dueDate })),
    ...classwork.map((item) => ({ key: `c${item.id}`, name: item.name, dueDate: item.dueDate })),
  ].sort((a, b) => b.dueDate.localeCompare(a.dueDate));
  for (const [studentId, studentFacts] of facts) {
    for (const item of due) {
      if (!handed.has(`${item.key}:${studentId}`)) studentFacts.missing.push({ name: item.name, dueDate: item.dueDate });
    }
  }
  return facts;
}
