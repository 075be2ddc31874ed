import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classStudents } from '../../db/schema';
import { recordChanges, type Change } from '../audit-log/record-changes';

export type Enrolment = { id: number; classId: number; studentId: number };
/** Whose enrolments a write changes: one class's roster or one student's classes. */
export type EnrolmentScope = { classId: number } | { studentId: number };

const pairOf = (enrolment: Enrolment) => `${enrolment.classId}:${enrolment.studentId}`;

/** The enrolments of a class or of a student, in one query, locked until the write commits. */
async function enrolmentsOf(tx: Db, scope: EnrolmentScope): Promise<Enrolment[]> {
  return tx
    .select({ id: classStudents.id, classId: classStudents.classId, studentId: classStudents.studentId })
    .from(classStudents)
    .where('classId' in scope ? eq(classStudents.classId, scope.classId) : eq(classStudents.studentId, scope.studentId))
    .for('update');
}

/**
 * The history of an enrolment write: each enrolment that ended (its class → null) and each that began
 * (null → its class). A class and student enrolled before and after did not change, even under a new row.
 */
export function enrolmentChanges(before: Enrolment[], after: Enrolment[]): Change[] {
  const [was, is] = [new Set(before.map(pairOf)), new Set(after.map(pairOf))];
  const change = (enrolment: Enrolment, old: number | null, now: number | null): Change => ({
    entity: 'enrolment',
    entityId: enrolment.id,
    classId: enrolment.classId,
    studentId: enrolment.studentId,
    field: 'class',
    old,
    new: now,
  });
  return [
    ...before.filter((enrolment) => !is.has(pairOf(enrolment))).map((enrolment) => change(enrolment, enrolment.classId, null)),
    ...after.filter((enrolment) => !was.has(pairOf(enrolment))).map((enrolment) => change(enrolment, null, enrolment.classId)),
  ];
}

/**
 * Follows a write of a class's or a student's enrolments in the caller's transaction: `watchEnrolments`
 * reads them before it, `record` after it and writes what changed (with `extra` changes, e.g. an approval)
 * in one history INSERT. Answers the enrolments after the write.
 */
export async function watchEnrolments(tx: Db, scope: EnrolmentScope) {
  const before = await enrolmentsOf(tx, scope);
  return {
    async record(userId: number | null, extra: (after: Enrolment[]) => Change[] = () => []): Promise<Enrolment[]> {
      const after = await enrolmentsOf(tx, scope);
      await recordChanges(tx, userId, [...enrolmentChanges(before, after), ...extra(after)]);
      return after;
    },
  };
}

/** Runs a write of enrolments (see watchEnrolments) and records what it changed. */
export async function writeEnrolments(tx: Db, userId: number | null, scope: EnrolmentScope, write: () => Promise<unknown>) {
  const enrolments = await watchEnrolments(tx, scope);
  await write();
  return enrolments.record(userId);
}

/** The approval of a sign-up in its class, as the history keeps it: its enrolment there approved. */
export const approvalChange = (after: Enrolment[], classId: number): Change[] =>
  after
    .filter((enrolment) => enrolment.classId === classId)
    .map((enrolment) => ({
      entity: 'enrolment',
      entityId: enrolment.id,
      classId,
      studentId: enrolment.studentId,
      field: 'approved',
      old: false,
      new: true,
    }));
