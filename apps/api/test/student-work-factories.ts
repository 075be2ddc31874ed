import type { Db } from '../src/db/client';
import { assessmentQuestions, assessments, attendanceQrTokens, attendances, classworks, studentScores } from '../src/db/schema';
import { wallClockText } from '../src/lib/school-time';
import { hashToken, newToken } from '../src/lib/tokens';

/** A due date `hours` from now, as the workstation stores it (the school's wall clock, 'YYYY-MM-DD HH:mm:ss'). */
export const dueIn = (hours: number) => wallClockText(new Date(Date.now() + hours * 3_600_000));

export async function createAssessment(db: Db, values: Partial<typeof assessments.$inferInsert> & { classId: number }) {
  const [row] = await db
    .insert(assessments)
    .values({ kind: 'homework', name: 'Item', dueDate: dueIn(48), maxScore: 20, ...values })
    .returning();
  return row;
}

/** Students' scores on an assessment, as grading records them: in its class, out of its maximum. */
export async function createScores(db: Db, item: typeof assessments.$inferSelect, scores: [studentId: number, score: number][]) {
  await db.insert(studentScores).values(
    scores.map(([studentId, score]) => ({
      classId: item.classId,
      studentId,
      sourceType: item.kind,
      sourceId: item.id,
      score,
      maxScore: item.maxScore,
    })),
  );
}

export async function addQuestionEntries(
  db: Db,
  assessmentId: number,
  entries: Omit<typeof assessmentQuestions.$inferInsert, 'assessmentId'>[],
) {
  await db.insert(assessmentQuestions).values(entries.map((entry) => ({ ...entry, assessmentId })));
}

export async function createClasswork(db: Db, classId: number, dueDate = dueIn(48)) {
  const [row] = await db.insert(classworks).values({ classId, name: 'Sheet 1', dueDate, maxScore: 10 }).returning();
  return row;
}

/** An attendance item with a QR token valid for `seconds` (negative: already expired); answers the raw token. */
export async function createAttendanceCode(db: Db, classId: number, seconds = 60) {
  const [item] = await db.insert(attendances).values({ classId, name: 'Session 1', date: '2026-11-23' }).returning();
  const token = newToken();
  await db
    .insert(attendanceQrTokens)
    .values({ attendanceId: item.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + seconds * 1000) });
  return { item, token };
}
