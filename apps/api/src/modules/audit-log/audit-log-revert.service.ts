import { and, eq, gt, max, sql } from 'drizzle-orm';
import {
  ASSESSMENT_BATCH_KEYS,
  REVERTIBLE_ENTITIES,
  type AuditLogRow,
  type AuthUser,
  type ClassworkStatus,
  type HistoryEntity,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  assessmentResults,
  assessments,
  attendanceStatuses,
  auditLog,
  classworkResults,
  studentAnswers,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../plugins/app-error';
import { saveAnsweredQuestions } from '../workstation/assessment-corrections.service';
import { saveScores } from '../workstation/assessment-scores.service';
import { saveAttendanceStatuses } from '../workstation/attendance.service';
import { saveClassworkStatuses } from '../workstation/classworks.service';
import { getAuditLogRow } from './audit-log.service';

export const NOT_REVERTIBLE_MESSAGE = 'This kind of change cannot be reverted';
export const REVERTED_ALREADY_MESSAGE = 'This change was reverted already';
export const CHANGED_SINCE_MESSAGE = 'The value has changed since this change was made';
export const EMPTY_VALUE_MESSAGE = 'The value before this change was empty and cannot be put back';

type HistoryRecord = typeof auditLog.$inferSelect;

/** The field of each revertible entity a revert puts back (a file is not put back). */
const REVERTIBLE_FIELDS: Partial<Record<HistoryEntity, string>> = {
  attendance: 'status',
  classwork: 'status',
  homework: 'score',
  quiz: 'score',
  exam: 'score',
  answer: 'corrected_score',
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The value the row changed as it is stored now (null: no value), locked until the revert commits. */
async function currentValue(tx: Db, row: HistoryRecord): Promise<unknown> {
  const [itemId, studentId] = [row.itemId ?? 0, row.studentId ?? 0];
  const rows =
    row.entity === 'attendance'
      ? await tx
          .select({ value: attendanceStatuses.status })
          .from(attendanceStatuses)
          .where(and(eq(attendanceStatuses.attendanceId, itemId), eq(attendanceStatuses.studentId, studentId)))
          .for('update')
      : row.entity === 'classwork'
        ? await tx
            .select({ value: classworkResults.status })
            .from(classworkResults)
            .where(and(eq(classworkResults.classworkId, itemId), eq(classworkResults.studentId, studentId)))
            .for('update')
        : row.entity === 'answer'
          ? await tx
              .select({ value: studentAnswers.correctedScore })
              .from(studentAnswers)
              .where(eq(studentAnswers.id, row.entityId))
              .for('update')
          : await tx
              .select({ value: assessmentResults.score })
              .from(assessmentResults)
              .where(and(eq(assessmentResults.assessmentId, itemId), eq(assessmentResults.studentId, studentId)))
              .for('update');
  return rows[0]?.value ?? null;
}

/**
 * Writes `old` back through the path that wrote the original, so its own history row is written and its
 * checks apply (the student still in the class, the score within the max, a hand-entered total kept: 409).
 * An empty status is written as the tab shows it (unknown, not attended), an empty score as a cleared cell; an
 * answer's empty corrected score cannot be written (409).
 */
async function putBack(tx: Db, userId: number, row: HistoryRecord & { classId: number; itemId: number }) {
  const { classId, itemId, old } = row;
  const studentId = row.studentId ?? 0;
  if (row.entity === 'attendance') {
    await saveAttendanceStatuses(tx, userId, classId, [[studentId, itemId, old === null ? -1 : Number(old)]]);
    return;
  }
  if (row.entity === 'classwork') {
    const status = (old ?? 'not_attended') as ClassworkStatus;
    await saveClassworkStatuses(tx, userId, classId, [[studentId, itemId, status]]);
    return;
  }
  if (old !== null && typeof old !== 'number') throw new AppError(409, NOT_REVERTIBLE_MESSAGE);
  const [item] = await tx.select({ kind: assessments.kind }).from(assessments).where(eq(assessments.id, itemId));
  if (!item) throw new AppError(409, NOT_REVERTIBLE_MESSAGE);
  if (row.entity === 'answer') {
    if (old === null) throw new AppError(409, EMPTY_VALUE_MESSAGE);
    await saveAnsweredQuestions(tx, userId, classId, item.kind, [{ id: row.entityId, corrected_score: old }]);
    return;
  }
  // An empty score is put back as a cleared cell, as the tab's SAVE clears one.
  await saveScores(tx, userId, classId, item.kind, ASSESSMENT_BATCH_KEYS[item.kind], [{ studentId, itemId, score: old }]);
}

/**
 * Puts a change's old value back as a new change, and marks the original reverted by it, in one transaction.
 * 409 when its kind cannot be reverted, when it was reverted already, or when the value moved on since
 * (`data.current` is the value now); 404 for no such change. A change outside the user's classes is the
 * route's scope's 403 (`{ record: 'auditLogRow' }`: the class of a change never changes).
 * Answers the revert's own history row.
 */
export async function revertChange(db: Db, user: AuthUser, id: number): Promise<AuditLogRow> {
  const revertId = await db.transaction(async (tx) => {
    // Locked, so two reverts of one change cannot both pass the check below.
    const [row] = await tx.select().from(auditLog).where(eq(auditLog.id, id)).for('update');
    if (!row) throw notFound();
    const { classId, itemId } = row;
    const isRevertible = REVERTIBLE_ENTITIES.includes(row.entity) && REVERTIBLE_FIELDS[row.entity] === row.field;
    if (!isRevertible || classId === null || itemId === null) throw new AppError(409, NOT_REVERTIBLE_MESSAGE);
    if (row.revertedBy !== null) throw new AppError(409, REVERTED_ALREADY_MESSAGE);
    const current = await currentValue(tx, row);
    if (!sameValue(current, row.new)) throw conflict(409, CHANGED_SINCE_MESSAGE, { current });
    await putBack(tx, user.id, { ...row, classId, itemId });
    const [revert] = await tx
      .select({ id: max(auditLog.id) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.itemId, itemId),
          sql`${auditLog.studentId} IS NOT DISTINCT FROM ${row.studentId}`,
          gt(auditLog.id, row.id),
          eq(auditLog.entity, row.entity),
          eq(auditLog.entityId, row.entityId),
          eq(auditLog.field, row.field),
        ),
      );
    if (!revert?.id) throw new Error(`The revert of history row ${id} wrote no history row`);
    await tx.update(auditLog).set({ revertedBy: revert.id }).where(eq(auditLog.id, row.id));
    return revert.id;
  });
  return getAuditLogRow(db, revertId);
}
