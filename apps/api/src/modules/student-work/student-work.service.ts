import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  GRADES,
  type AssessmentKind,
  type GradingRange,
  type StudentAssessmentItem,
  type StudentAttendanceItem,
  type StudentClassworkItem,
  type StudentUser,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  assessmentResults,
  assessments,
  attendanceStatuses,
  attendances,
  classworkResults,
  classworks,
  studentPapers,
} from '../../db/schema';
import { dateStart, isBeforeDue } from './due-dates';
import { filesById } from './student-files';

/** Most items of one kind a class list answers (a term has far fewer). */
const MAX_ITEMS = 300;

/** The grade whose range holds the score, on the item's scale. */
export function gradeOf(score: number | null, grading: GradingRange[]): string | null {
  if (score === null) return null;
  const range = grading.find((entry) => score >= entry.from && score <= entry.to);
  return range && Object.values(GRADES).some((grades) => grades.includes(range.grade)) ? range.grade : null;
}

/** The class's homework, quizzes or exams with the student's own result, newest due first. */
export async function listStudentAssessments(
  db: Db,
  student: StudentUser,
  classId: number,
  kind: AssessmentKind,
  now = new Date(),
): Promise<StudentAssessmentItem[]> {
  const rows = await db
    .select({ item: assessments, result: assessmentResults, startedAt: studentPapers.startedAt })
    .from(assessments)
    .leftJoin(
      assessmentResults,
      and(eq(assessmentResults.assessmentId, assessments.id), eq(assessmentResults.studentId, student.id)),
    )
    .leftJoin(studentPapers, eq(studentPapers.resultId, assessmentResults.id))
    .where(and(eq(assessments.classId, classId), eq(assessments.kind, kind)))
    .orderBy(desc(assessments.dueDate), desc(assessments.id))
    .limit(MAX_ITEMS);
  const fileOf = await filesById(
    db,
    rows.flatMap(({ result }) => [result?.submittedFileId ?? null, result?.updatedFileId ?? null]),
  );
  return rows.map(({ item, result, startedAt }) => {
    const opensAt = kind === 'homework' ? null : dateStart(item.date);
    const score = result?.score ?? null;
    return {
      id: item.id,
      kind: item.kind,
      name: item.name,
      date: item.date,
      dueDate: item.dueDate,
      maxScore: item.maxScore,
      duration_minutes: item.durationMinutes,
      status: result?.status ?? 'assigned',
      score,
      grade: gradeOf(score, item.grading),
      file: fileOf(result?.submittedFileId ?? null),
      updatedFile: fileOf(result?.updatedFileId ?? null),
      submitted_at: result?.submittedAt?.toISOString() ?? null,
      started_at: startedAt?.toISOString() ?? null,
      is_open: isBeforeDue(item.dueDate, now) && (!opensAt || opensAt <= now),
    };
  });
}

export async function listStudentClassworks(
  db: Db,
  student: StudentUser,
  classId: number,
  now = new Date(),
): Promise<StudentClassworkItem[]> {
  const rows = await db
    .select({ item: classworks, result: classworkResults })
    .from(classworks)
    .leftJoin(classworkResults, and(eq(classworkResults.classworkId, classworks.id), eq(classworkResults.studentId, student.id)))
    .where(eq(classworks.classId, classId))
    .orderBy(desc(classworks.dueDate), desc(classworks.id))
    .limit(MAX_ITEMS);
  const fileOf = await filesById(
    db,
    rows.flatMap(({ item, result }) => [item.pdfFileId, result?.submittedFileId ?? null]),
  );
  return rows.map(({ item, result }) => ({
    id: item.id,
    name: item.name,
    dueDate: item.dueDate,
    maxScore: item.maxScore,
    pdf: fileOf(item.pdfFileId),
    status: result?.status ?? 'not_attended',
    file: fileOf(result?.submittedFileId ?? null),
    submitted_at: result?.submittedAt?.toISOString() ?? null,
    is_open: isBeforeDue(item.dueDate, now),
  }));
}

export async function listStudentAttendance(db: Db, student: StudentUser, classId: number): Promise<StudentAttendanceItem[]> {
  const rows = await db
    .select({ id: attendances.id, name: attendances.name, date: attendances.date })
    .from(attendances)
    .where(eq(attendances.classId, classId))
    .orderBy(desc(attendances.date), desc(attendances.id))
    .limit(MAX_ITEMS);
  const statuses =
    rows.length === 0
      ? []
      : await db
          .select({ attendanceId: attendanceStatuses.attendanceId, status: attendanceStatuses.status })
          .from(attendanceStatuses)
          .where(
            and(
              eq(attendanceStatuses.studentId, student.id),
              inArray(
                attendanceStatuses.attendanceId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(attendanceStatuses.attendanceId));
  const statusOf = new Map(statuses.map((entry) => [entry.attendanceId, entry.status]));
  return rows.map((row) => ({ ...row, status: (statusOf.get(row.id) ?? -1) as StudentAttendanceItem['status'] }));
}
