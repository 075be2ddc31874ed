import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_LATE,
  QR_EXPIRED_MESSAGE,
  QR_INVALID_MESSAGE,
  QR_OTHER_CLASS_MESSAGE,
  QR_STAFF_MARKED_MESSAGE,
  type AttendanceScanResult,
  type StudentUser,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendanceQrTokens, attendanceStatuses, attendances, classes } from '../../db/schema';
import { lockCells, recordChanges } from '../audit-log/record-changes';
import { findClassMember } from '../classes/class-members';
import { AppError } from '../../plugins/app-error';
import { hashToken } from '../../lib/tokens';

/** LATE_AFTER_MINUTES: how long after the session's start a scan still counts as present. */
export type AttendanceSettings = { lateAfterMinutes: number };
export const DEFAULT_ATTENDANCE_SETTINGS: AttendanceSettings = { lateAfterMinutes: 10 };

/** Present, or late once the grace period after the session's start (its first QR code) has passed. */
const scannedStatus = (startedAt: Date | null, now: Date, settings: AttendanceSettings) =>
  startedAt && now.getTime() > startedAt.getTime() + settings.lateAfterMinutes * 60_000 ? ATTENDANCE_LATE : 1;

/**
 * A scan of an attendance QR code, the one way a student marks themselves: present for that item, while
 * the code is valid (410 once expired) and only in a class they are a member of (403 otherwise); an
 * unknown code is 404. Scanning twice keeps one mark. A status the staff entered is theirs: a scan never
 * turns a marked absence into present (409, see the teacher), and finds a staff-marked present or late as it is.
 * A scan past the session's start plus `settings.lateAfterMinutes` marks the student late (2).
 */
export async function scanAttendance(
  db: Db,
  student: StudentUser,
  token: string,
  now = new Date(),
  settings: AttendanceSettings = DEFAULT_ATTENDANCE_SETTINGS,
): Promise<AttendanceScanResult> {
  const [code] = await db
    .select({
      expiresAt: attendanceQrTokens.expiresAt,
      attendanceId: attendances.id,
      attendanceName: attendances.name,
      date: attendances.date,
      startedAt: attendances.startedAt,
      classId: classes.id,
      className: classes.name,
    })
    .from(attendanceQrTokens)
    .innerJoin(attendances, eq(attendances.id, attendanceQrTokens.attendanceId))
    .innerJoin(classes, eq(classes.id, attendances.classId))
    .where(eq(attendanceQrTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!code) throw new AppError(404, QR_INVALID_MESSAGE);
  if (!(await findClassMember(db, code.classId, student.id))) throw new AppError(403, QR_OTHER_CLASS_MESSAGE);
  if (code.expiresAt <= now) throw new AppError(410, QR_EXPIRED_MESSAGE);
  const mark = await db.transaction(async (tx) => {
    await lockCells(tx, code.classId, 'attendance');
    // Locked until the mark commits, so the history's old value is the one replaced.
    const [stored] = await tx
      .select({ status: attendanceStatuses.status, updatedBy: attendanceStatuses.updatedBy })
      .from(attendanceStatuses)
      .where(and(eq(attendanceStatuses.attendanceId, code.attendanceId), eq(attendanceStatuses.studentId, student.id)))
      .for('update');
    if (stored?.status === 1 || stored?.status === ATTENDANCE_LATE) return { status: stored.status, isNew: false };
    // Unknown (-1) is no one's decision; any other status the student did not set came from the staff.
    if (stored && stored.status !== -1 && stored.updatedBy !== student.id) throw new AppError(409, QR_STAFF_MARKED_MESSAGE);
    const status = scannedStatus(code.startedAt, now, settings);
    await tx
      .insert(attendanceStatuses)
      .values({ attendanceId: code.attendanceId, studentId: student.id, status, updatedBy: student.id, updatedAt: now })
      .onConflictDoUpdate({
        target: [attendanceStatuses.attendanceId, attendanceStatuses.studentId],
        set: { status, updatedBy: student.id, updatedAt: now },
      });
    await recordChanges(tx, student.id, [
      {
        entity: 'attendance',
        entityId: code.attendanceId,
        classId: code.classId,
        studentId: student.id,
        itemId: code.attendanceId,
        field: 'status',
        old: stored?.status ?? null,
        new: status,
      },
    ]);
    return { status, isNew: true };
  });
  return {
    class_id: code.classId,
    class_name: code.className,
    attendance_id: code.attendanceId,
    attendance_name: code.attendanceName,
    date: code.date,
    already_present: !mark.isNew,
    late: mark.status === ATTENDANCE_LATE,
  };
}
