import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  assessmentResults,
  assessments,
  attendances,
  attendanceStatuses,
  auditLog,
  classes,
  classTeachers,
  users,
} from '../db/schema';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
/** Another plausible status than the one a cell holds now: what it held before the last change. */
const otherStatus = (status: number) => (status === 1 ? 0 : 1);

/**
 * A few changes in the history of the Chemistry class, made by its teaching assistant: statuses of the newest
 * registers and scores of the first homework, each ending at the value the cell holds now (so a revert puts
 * the old one back), and one change already reverted. The audit screen and the History panels are not empty
 * on a first start. Runs after every seed that writes a status or a score.
 */
export async function seedDemoHistory(db: Db) {
  const [klass] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(like(classes.name, 'Chemistry%'))
    .orderBy(asc(classes.id))
    .limit(1);
  if (!klass) return;
  const [teacher] = await db
    .select({ id: classTeachers.teacherId })
    .from(classTeachers)
    .where(eq(classTeachers.classId, klass.id))
    .limit(1);
  const userId = teacher?.id ?? null;

  // The two newest registers, as the sheet shows them first.
  const registers = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(eq(attendances.classId, klass.id))
    .orderBy(desc(attendances.date), desc(attendances.id))
    .limit(2);
  const statuses = await db
    .select({
      itemId: attendanceStatuses.attendanceId,
      studentId: attendanceStatuses.studentId,
      status: attendanceStatuses.status,
    })
    .from(attendanceStatuses)
    .innerJoin(users, eq(users.id, attendanceStatuses.studentId))
    .where(inArray(attendanceStatuses.attendanceId, registers.length > 0 ? registers.map((row) => row.id) : [0]))
    // the sheet's order: the first students it shows have a history
    .orderBy(asc(users.name), asc(users.id));
  const cellsOf = (itemId: number | undefined) => statuses.filter((row) => row.itemId === itemId).slice(0, 2);
  const [newest, previous] = [cellsOf(registers[0]?.id), cellsOf(registers[1]?.id)];

  const [homework] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.classId, klass.id), eq(assessments.kind, 'homework')))
    .orderBy(asc(assessments.id))
    .limit(1);
  const scores = homework
    ? await db
        .select({ studentId: assessmentResults.studentId, score: assessmentResults.score })
        .from(assessmentResults)
        .innerJoin(users, eq(users.id, assessmentResults.studentId))
        .where(eq(assessmentResults.assessmentId, homework.id))
        .orderBy(asc(users.name), asc(users.id))
        .limit(2)
    : [];

  const status = (cell: (typeof statuses)[number], old: number, new_: number, hours: number) => ({
    at: hoursAgo(hours),
    userId,
    entity: 'attendance' as const,
    entityId: cell.itemId,
    classId: klass.id,
    studentId: cell.studentId,
    itemId: cell.itemId,
    field: 'status',
    old,
    new: new_,
  });
  const rows = [
    ...newest.map((cell, i) => status(cell, otherStatus(cell.status), cell.status, 30 - i)),
    ...scores.flatMap((result, i) =>
      result.score === null || !homework
        ? []
        : [
            {
              at: hoursAgo(50 - i),
              userId,
              entity: 'homework' as const,
              entityId: homework.id,
              classId: klass.id,
              studentId: result.studentId,
              itemId: homework.id,
              field: 'score',
              old: Math.max(0, result.score - 2),
              new: result.score,
            },
          ],
    ),
  ];
  // A change put back already (written first: the history reads newest first by id): a status changed by
  // mistake, then reverted to what it was.
  const [mistaken] = previous;
  if (mistaken) {
    const [change] = await db
      .insert(auditLog)
      .values(status(mistaken, mistaken.status, otherStatus(mistaken.status), 80))
      .returning({ id: auditLog.id });
    const [revert] = await db
      .insert(auditLog)
      .values(status(mistaken, otherStatus(mistaken.status), mistaken.status, 79))
      .returning({ id: auditLog.id });
    await db.update(auditLog).set({ revertedBy: revert.id }).where(eq(auditLog.id, change.id));
  }
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}
