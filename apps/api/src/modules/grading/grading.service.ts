import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  GRADING_CLAIM_MINUTES,
  type AuthUser,
  type CorrectionView,
  type GradingClaim,
  type GradingKind,
  type GradingSubmission,
  type StudentAssessment,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, classStudents, fileVersions, questionOptions, users } from '../../db/schema';
import { AppError, notFound } from '../../plugins/app-error';
import { isClassMember } from '../classes/class-members';

/** One student's submission of one item of a class, as the editor's query names it. */
export type SubmissionRef = { classId: number; kind: GradingKind; itemId: number; studentId: number };

/** The authorised path of a stored file (the workstation's file route). */
const fileUrl = (classId: number, fileId: number) => `/api/admin/classes/${classId}/files/${fileId}`;

/** A claim older than this is free for anyone to take. */
export const claimIsLive = sql`${assessmentResults.claimedAt} > now() - make_interval(mins => ${GRADING_CLAIM_MINUTES})`;
/** When the result's claim lapses unless renewed. */
export const claimExpiresAt = sql<string>`${assessmentResults.claimedAt} + make_interval(mins => ${GRADING_CLAIM_MINUTES})`;

/** The item and the student, both of the class (404 otherwise, 403 for a class outside the user's scope). */
async function findItemAndStudent(db: Db, ref: SubmissionRef) {
  const [item] = await db
    .select({ id: assessments.id, name: assessments.name, maxScore: assessments.maxScore })
    .from(assessments)
    .where(and(eq(assessments.id, ref.itemId), eq(assessments.classId, ref.classId), eq(assessments.kind, ref.kind)));
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(and(eq(classStudents.classId, ref.classId), eq(classStudents.studentId, ref.studentId)));
  if (!item || !student) throw notFound();
  return { item, student };
}

/** The live claim of another grader on the result, if any. */
async function otherClaim(db: Db, user: AuthUser, ref: SubmissionRef): Promise<GradingClaim | null> {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      expiresAt: claimExpiresAt,
    })
    .from(assessmentResults)
    .innerJoin(users, eq(users.id, assessmentResults.claimedBy))
    .where(
      and(
        eq(assessmentResults.assessmentId, ref.itemId),
        eq(assessmentResults.studentId, ref.studentId),
        sql`${assessmentResults.claimedBy} <> ${user.id}`,
        claimIsLive,
      ),
    );
  return row ? { ...row, expiresAt: new Date(row.expiresAt).toISOString() } : null;
}

/**
 * What the grading viewer opens: the student, the item, the score, the original and the latest
 * corrected file, the version to send back, and who else is grading it.
 */
export async function getSubmission(db: Db, user: AuthUser, ref: SubmissionRef): Promise<GradingSubmission> {
  const { item, student } = await findItemAndStudent(db, ref);
  const [result] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.assessmentId, ref.itemId), eq(assessmentResults.studentId, ref.studentId)));
  const fileIds = [result?.submittedFileId, result?.updatedFileId].filter((id): id is number => typeof id === 'number');
  const files = fileIds.length
    ? await db.select({ id: fileVersions.id }).from(fileVersions).where(inArray(fileVersions.id, fileIds))
    : [];
  const urlOf = (id: number | null | undefined) => (id && files.some((file) => file.id === id) ? fileUrl(ref.classId, id) : null);
  return {
    studentName: student.name,
    score: result?.score ?? null,
    file: urlOf(result?.submittedFileId),
    updatedFile: urlOf(result?.updatedFileId),
    version: result?.version ?? 0,
    claim: result ? await otherClaim(db, user, ref) : null,
    [ref.kind]: item,
  };
}

/**
 * Opening a submission claims it for GRADING_CLAIM_MINUTES (renewed while the viewer is open) unless
 * another grader holds a live claim; either way the other holder is answered. One conditional UPDATE,
 * so two graders opening at once cannot both take it.
 */
export async function claimSubmission(db: Db, user: AuthUser, ref: SubmissionRef): Promise<{ claim: GradingClaim | null }> {
  await findItemAndStudent(db, ref);
  await db
    .update(assessmentResults)
    .set({ claimedBy: user.id, claimedAt: sql`now()` })
    .where(
      and(
        eq(assessmentResults.assessmentId, ref.itemId),
        eq(assessmentResults.studentId, ref.studentId),
        sql`(${assessmentResults.claimedBy} IS NULL OR ${assessmentResults.claimedBy} = ${user.id} OR NOT (${claimIsLive}))`,
      ),
    );
  return { claim: await otherClaim(db, user, ref) };
}

/** Closing the viewer frees the grader's own claim (someone else's stays). */
export async function releaseSubmission(db: Db, user: AuthUser, ref: SubmissionRef): Promise<void> {
  await findItemAndStudent(db, ref);
  await db
    .update(assessmentResults)
    .set({ claimedBy: null, claimedAt: null })
    .where(
      and(
        eq(assessmentResults.assessmentId, ref.itemId),
        eq(assessmentResults.studentId, ref.studentId),
        eq(assessmentResults.claimedBy, user.id),
      ),
    );
}

export const STALE_SUBMISSION_MESSAGE = 'This submission was changed by {name} since you opened it';

/**
 * A save that carries the version its grader opened is refused with 409 when the result has moved on
 * (another grader saved a file or a score): nothing is overwritten silently. The answer says who saved
 * and what the submission holds now; the viewer shows it beside what it had.
 */
export async function assertCurrentVersion(tx: Db, itemId: number, studentId: number, version: number | undefined) {
  if (version === undefined) return;
  // Locked until the caller's transaction ends: a second save waits, then sees the raised version.
  const [row] = await tx
    .select({ version: assessmentResults.version, updatedBy: assessmentResults.updatedBy })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.assessmentId, itemId), eq(assessmentResults.studentId, studentId)))
    .for('update');
  if ((row?.version ?? 0) === version) return;
  const [by] = row?.updatedBy ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy)) : [];
  throw new AppError(409, STALE_SUBMISSION_MESSAGE, null, { name: by?.name ?? '?' });
}

/**
 * The student's answers in the spec's shape beside the workstation's: the item's name, the student's
 * name and each answered question with the text of the option they chose.
 */
export async function presentCorrection(db: Db, view: StudentAssessment): Promise<CorrectionView> {
  const chosen = view.answers.map((answer) => answer.selected_option_id).filter((id): id is number => id !== null);
  const options = chosen.length
    ? await db
        .select({ id: questionOptions.id, text: questionOptions.text })
        .from(questionOptions)
        .where(inArray(questionOptions.id, chosen))
    : [];
  const optionOf = new Map(options.map((option) => [option.id, option]));
  return {
    ...view,
    name: view.assessment.name,
    studentName: view.student.name,
    answeredQuestions: view.answers.map((answer) => {
      const option = answer.selected_option_id === null ? undefined : optionOf.get(answer.selected_option_id);
      return {
        id: answer.id,
        question_id: answer.question_id,
        question: { text: answer.text, type: answer.type, points: answer.points },
        text_answer: answer.text_answer,
        selected_options: option ? [option] : [],
        score: answer.score,
        corrected_score: answer.corrected_score,
      };
    }),
  };
}
