import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { QR_ROTATE_SECONDS, QR_SCAN_PATH, QR_TOKEN_TTL_SECONDS, type AttendanceQr } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendanceQrTokens, attendances } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { DEFAULT_ATTENDANCE_SETTINGS } from '../student-work/student-attendance.service';
import { findAttendance } from './attendance.service';

/** How long a code keeps scanning once a newer one is shown: a student caught mid-scan still gets in. */
export const QR_RETIRE_GRACE_SECONDS = 5;

/**
 * A QR code for an attendance item: a link to the student app's scan page with a random 256-bit token,
 * kept only as its SHA-256 and valid for QR_TOKEN_TTL_SECONDS. The screen asks for a new one every
 * QR_ROTATE_SECONDS while shown, and each new code retires the item's earlier ones after
 * QR_RETIRE_GRACE_SECONDS, so a photo sent home stops working within seconds. The link is made by
 * `linkTo` from the configured APP_URL, never from the request's Host header (a forged Host would
 * send students' phones elsewhere). The item's first code starts its session: a scan later than that plus
 * LATE_AFTER_MINUTES is late (student-attendance.service.ts).
 */
export async function createAttendanceQr(
  db: Db,
  userId: number,
  classId: number,
  attendanceId: number,
  linkTo: (pathAndQuery: string) => string,
  settings = DEFAULT_ATTENDANCE_SETTINGS,
): Promise<AttendanceQr> {
  const item = await findAttendance(db, classId, attendanceId);
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + QR_TOKEN_TTL_SECONDS * 1000);
  await db
    .delete(attendanceQrTokens)
    .where(and(eq(attendanceQrTokens.attendanceId, attendanceId), lt(attendanceQrTokens.expiresAt, now)));
  const retiredAt = new Date(now.getTime() + QR_RETIRE_GRACE_SECONDS * 1000);
  await db
    .update(attendanceQrTokens)
    .set({ expiresAt: retiredAt })
    .where(and(eq(attendanceQrTokens.attendanceId, attendanceId), gt(attendanceQrTokens.expiresAt, retiredAt)));
  const startedAt = item.startedAt ?? now;
  if (!item.startedAt) {
    await db
      .update(attendances)
      .set({ startedAt })
      .where(and(eq(attendances.id, attendanceId), isNull(attendances.startedAt)));
  }
  await db.insert(attendanceQrTokens).values({ attendanceId, tokenHash: hashToken(token), expiresAt, createdBy: userId });
  const url = linkTo(`${QR_SCAN_PATH}?t=${token}`);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    url,
    expires_at: expiresAt.toISOString(),
    rotate_in_seconds: QR_ROTATE_SECONDS,
    late_from: new Date(startedAt.getTime() + settings.lateAfterMinutes * 60_000).toISOString(),
  };
}
