import { and, eq, gt, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { QR_ROTATE_SECONDS, QR_SCAN_PATH, QR_TOKEN_TTL_SECONDS, type AttendanceQr } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendanceQrTokens, attendances, attendanceStatuses } from '../../db/schema';
import { findClassMember } from '../classes/class-members';
import { hashToken, newToken } from '../../lib/tokens';
import { AppError } from '../../plugins/app-error';
import { lockCells, recordChanges } from '../audit-log/record-changes';
import { findAttendance, STATUS_CELLS } from './attendance.service';
import { cellChanges, storedCells } from './cell-history';

/**
 * A QR code for an attendance item: a link to the student app's scan page with a random 256-bit token,
 * kept only as its SHA-256 and valid for QR_TOKEN_TTL_SECONDS. The screen asks for a new one every
 * QR_ROTATE_SECONDS while shown, so a photo sent home stops working within a minute.
 */
export async function createAttendanceQr(
  db: Db,
  userId: number,
  classId: number,
  attendanceId: number,
  origin: string,
): Promise<AttendanceQr> {
  await findAttendance(db, classId, attendanceId);
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + QR_TOKEN_TTL_SECONDS * 1000);
  await db
    .delete(attendanceQrTokens)
    .where(and(eq(attendanceQrTokens.attendanceId, attendanceId), lt(attendanceQrTokens.expiresAt, now)));
  await db.insert(attendanceQrTokens).values({ attendanceId, tokenHash: hashToken(token), expiresAt, createdBy: userId });
  const url = `${origin}${QR_SCAN_PATH}?t=${token}`;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    url,
    expires_at: expiresAt.toISOString(),
    rotate_in_seconds: QR_ROTATE_SECONDS,
  };
}

/**
 * For the student app's scan route: marks `studentId` present on the item of a token that has not expired,
 * when the student is a member of its class. 422 for an unknown or expired code, 403 for another class.
 */
export async function markPresentByQrToken(db: Db, studentId: number, token: string): Promise<{ attendanceId: number }> {
  const [found] = await db
    .select({ attendanceId: attendanceQrTokens.attendanceId, classId: attendances.classId })
    .from(attendanceQrTokens)
    .innerJoin(attendances, eq(attendances.id, attendanceQrTokens.attendanceId))
    .where(and(eq(attendanceQrTokens.tokenHash, hashToken(token)), gt(attendanceQrTokens.expiresAt, new Date())));
  if (!found) throw new AppError(422, 'This QR code has expired. Scan the code on the screen again.');
  if (!(await findClassMember(db, found.classId, studentId))) throw new AppError(403, 'This action is unauthorized.');
  await db.transaction(async (tx) => {
    await lockCells(tx, found.classId, 'attendance');
    const cell = { itemId: found.attendanceId, studentId };
    const before = await storedCells(tx, STATUS_CELLS, [cell]);
    await tx
      .insert(attendanceStatuses)
      .values({ attendanceId: found.attendanceId, studentId, status: 1, updatedBy: studentId })
      .onConflictDoUpdate({
        target: [attendanceStatuses.attendanceId, attendanceStatuses.studentId],
        set: { status: 1, updatedBy: studentId },
      });
    await recordChanges(tx, studentId, cellChanges('attendance', found.classId, 'status', [{ ...cell, value: 1 }], before));
  });
  return { attendanceId: found.attendanceId };
}
