import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AuthUser, type ClassRef, type KeysetListQuery, type Student } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, classStudents, studentProfiles, studentScores, users } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { listPageIds, matchesText, pageMeta } from '../../lib/lists';
import { visibleClassCondition } from '../../access/class-access';
import { isStudent, studentScope } from '../../access/student-scope';
import { personColumns } from '../../db/person-columns';
import { classesOf } from '../classes/classes-of';

const studentColumns = {
  ...personColumns,
  isActive: users.isActive,
  schoolName: studentProfiles.schoolName,
  studentType: studentProfiles.studentType,
  centerId: studentProfiles.centerId,
  centerName: centers.name,
  facebookName: studentProfiles.facebookName,
  facebookUrl: studentProfiles.facebookUrl,
  motherName: studentProfiles.motherName,
  motherEmail: studentProfiles.motherEmail,
  motherPhone: studentProfiles.motherPhone,
  fatherName: studentProfiles.fatherName,
  fatherEmail: studentProfiles.fatherEmail,
  fatherPhone: studentProfiles.fatherPhone,
  avatar: studentProfiles.avatar,
  language: studentProfiles.language,
};

/** The classes of each student (only those the user may see), in one query for a page. */
export const classesOfStudents = (db: Db, user: AuthUser, studentIds: number[]): Promise<Map<number, ClassRef[]>> =>
  classesOf(
    db,
    { table: classStudents, ownerId: classStudents.studentId, classId: classStudents.classId },
    studentIds,
    visibleClassCondition(user, classStudents.classId),
  );

/** Percent over all scores of each student, 2 decimals. */
async function rankAverages(db: Db, studentIds: number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: studentScores.studentId,
      percent: sql<number>`round((sum(${studentScores.score}) / sum(${studentScores.maxScore}) * 100)::numeric, 2)::float8`,
    })
    .from(studentScores)
    .where(inArray(studentScores.studentId, studentIds))
    .groupBy(studentScores.studentId);
  return new Map(rows.map((row) => [row.studentId, Number(row.percent)]));
}

type StudentRow = Awaited<ReturnType<typeof selectStudents>>[number];

const toStudent = (row: StudentRow, classes: ClassRef[], rankAverage: number | null): Student => ({
  ...row,
  userId: row.id,
  studentType: row.studentType === 'center' ? 'center' : 'school',
  language: row.language === 'ar' ? 'ar' : 'en',
  classes,
  rankAverage,
});

async function present(db: Db, user: AuthUser, rows: StudentRow[]): Promise<Student[]> {
  const ids = rows.map((row) => row.id);
  const [classesById, ranks] = await Promise.all([classesOfStudents(db, user, ids), rankAverages(db, ids)]);
  return rows.map((row) => toStudent(row, classesById.get(row.id) ?? [], ranks.get(row.id) ?? null));
}

const selectStudents = (db: Db, where: SQL | undefined) =>
  db
    .select(studentColumns)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(centers, eq(centers.id, studentProfiles.centerId))
    .where(and(isStudent, where));

/**
 * A student's percent over all their scores (2 decimals, null without scores), as rankAverages counts it: a
 * column of the page's own query, so a page reads its rows and ranks in one round trip.
 */
const rankAverageColumn = sql<
  number | null
>`(SELECT round((sum(${studentScores.score}) / sum(${studentScores.maxScore}) * 100)::numeric, 2)::float8
  FROM ${studentScores} WHERE ${studentScores.studentId} = ${users.id})`;

/**
 * Students Accounts: active students the user may see, by name (users_role_active_name_idx), then their columns
 * and rank by id beside their classes (two queries at once).
 */
export async function listStudents(db: Db, user: AuthUser, query: KeysetListQuery) {
  const where = and(isStudent, eq(users.isActive, true), matchesText([users.name, users.email], query.q), studentScope(user));
  const { ids, total, cursors } = await listPageIds(db, {
    matching: () => db.select({ id: users.id, name: users.name }).from(users).where(where).$dynamic(),
    sortKey: ['name', 'id'],
    isSearch: Boolean(query.q),
    query,
  });
  if (ids.length === 0) return { rows: [], meta: pageMeta(total, 0, query, cursors) };
  const [rows, classesById] = await Promise.all([
    db
      .select({ ...studentColumns, rankAverage: rankAverageColumn })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(centers, eq(centers.id, studentProfiles.centerId))
      .where(and(isStudent, inArray(users.id, ids)))
      .orderBy(asc(users.name), asc(users.id)),
    classesOfStudents(db, user, ids),
  ]);
  const students = rows.map(({ rankAverage, ...row }) =>
    toStudent(row, classesById.get(row.id) ?? [], rankAverage === null ? null : Number(rankAverage)),
  );
  return { rows: students, meta: pageMeta(total, rows.length, query, cursors) };
}

export async function getStudent(db: Db, user: AuthUser, id: number): Promise<Student> {
  const rows = await selectStudents(db, eq(users.id, id)).limit(1);
  if (rows.length === 0) throw notFound();
  return (await present(db, user, rows))[0];
}
