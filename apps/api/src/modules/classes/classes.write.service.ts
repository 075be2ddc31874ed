import { and, count, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import { ROLE, type AuthUser, type ClassBody, type ClassDetail } from '@backoffice/contract';
import type { Db, Tx } from '../../db/client';
import { classCategories, classes, classStudents, classTeachers, schools, users } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import { canChooseTeachers } from '../../access/class-access';
import { writeEnrolments } from './enrolment-history';
import { getClass } from './classes.service';
import { isClassMember } from './class-members';

const unique = (ids: number[]) => [...new Set(ids)];

/** Every id names a user of that role; otherwise a 422 on the field. */
async function assertUsersOfRole(db: Db, ids: number[], roleId: number, field: string, message: string) {
  if (ids.length === 0) return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.mainRoleId, roleId)));
  if (n !== ids.length) throw invalidField(field, message);
}

/** The referenced course, school, students and teachers exist; answers the ids to link. */
async function checkReferences(db: Db, user: AuthUser, body: ClassBody) {
  if (body.categoryId) {
    const [row] = await db
      .select({ id: classCategories.id })
      .from(classCategories)
      .where(eq(classCategories.id, body.categoryId));
    if (!row) throw invalidField('categoryId', 'The selected course is invalid');
  }
  const schoolId = body.type === 'school' ? (body.schoolId ?? null) : null;
  if (schoolId) {
    const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
    if (!row) throw invalidField('schoolId', 'The selected school is invalid');
  }
  const students = unique(body.students);
  await assertUsersOfRole(db, students, ROLE.student, 'students', 'The selected students are invalid');
  const teachers = canChooseTeachers(user) ? unique(body.teachers) : null;
  if (teachers) await assertUsersOfRole(db, teachers, ROLE.teacher, 'teachers', 'The selected teachers are invalid');
  return { schoolId, students, teachers };
}

const classValues = (body: ClassBody, schoolId: number | null) => ({
  name: body.name,
  type: body.type,
  classCategoryId: body.categoryId ?? null,
  schoolId,
  startDate: body.startDate,
  endDate: body.endDate,
  sessions: body.sessions,
});

/**
 * Keeps the enrolments of students who stay, so their class_user_id codes do not change. The form lists
 * the class's members only, so a pending sign-up's request for the class (not a member yet) stays.
 */
async function syncStudents(tx: Tx, classId: number, students: number[]) {
  await tx
    .delete(classStudents)
    .where(
      and(
        eq(classStudents.classId, classId),
        students.length > 0 ? notInArray(classStudents.studentId, students) : undefined,
        sql`EXISTS (SELECT 1 FROM ${users} WHERE ${isClassMember})`,
      ),
    );
  if (students.length > 0) {
    await tx
      .insert(classStudents)
      .values(students.map((studentId) => ({ classId, studentId })))
      .onConflictDoNothing();
  }
}

async function replaceTeachers(tx: Tx, classId: number, teachers: number[]) {
  await tx.delete(classTeachers).where(eq(classTeachers.classId, classId));
  if (teachers.length > 0) await tx.insert(classTeachers).values(teachers.map((teacherId) => ({ classId, teacherId })));
}

export async function createClass(db: Db, user: AuthUser, body: ClassBody): Promise<ClassDetail> {
  const { schoolId, students, teachers } = await checkReferences(db, user, body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({ ...classValues(body, schoolId), isRanked: body.isRanked ?? true })
      .returning({ id: classes.id });
    await writeEnrolments(tx, user.id, { classId: row.id }, () => syncStudents(tx, row.id, students));
    await replaceTeachers(tx, row.id, teachers ?? [user.id]);
    return row.id;
  });
  return getClass(db, id);
}

/** Teachers change only when an admin sends them; isRanked only when sent. */
export async function updateClass(db: Db, user: AuthUser, id: number, body: ClassBody): Promise<ClassDetail> {
  const { schoolId, students, teachers } = await checkReferences(db, user, body);
  await db.transaction(async (tx) => {
    await tx
      .update(classes)
      .set({ ...classValues(body, schoolId), isRanked: body.isRanked })
      .where(eq(classes.id, id));
    await writeEnrolments(tx, user.id, { classId: id }, () => syncStudents(tx, id, students));
    if (teachers) await replaceTeachers(tx, id, teachers);
  });
  return getClass(db, id);
}

/** Enrolments, teacher links, video links and notes go with the class (FK cascades, one statement). */
export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.delete(classes).where(eq(classes.id, id));
}

export async function toggleClassFlag(db: Db, id: number, flag: 'isRanked' | 'automaticReporting') {
  const column = classes[flag];
  const [row] = await db
    .update(classes)
    .set({ [flag]: not(column) })
    .where(eq(classes.id, id))
    .returning({ id: classes.id, isRanked: classes.isRanked, automaticReporting: classes.automaticReporting });
  return row;
}
