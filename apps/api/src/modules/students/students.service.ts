import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  STAFF_ROLES,
  type AuthUser,
  type ClassRef,
  type KeysetListQuery,
  type StaffRole,
  type Student,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { centers, classes, classStudents, studentProfiles, studentScores, users } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { cappedCountColumn, listPageIds, matchesText, pageCursors, pageMeta, pageWindow, pageWithTotal } from '../../lib/lists';
import { visibleClassCondition, type Viewer } from '../../access/class-access';
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
 * A student's classes the user may see ({ id, name } by name, then id, as classesOfStudents answers them) as a
 * json column of the page's own query, so the page reads its rows, ranks and classes in one round trip.
 */
const classesColumn = (user: Viewer) =>
  sql<ClassRef[]>`(${new QueryBuilder()
    .select({
      classes: sql`coalesce(json_agg(json_build_object('id', ${classes.id}, 'name', ${classes.name}) ORDER BY ${classes.name}, ${classes.id}), '[]'::json)`,
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, users.id), visibleClassCondition(user, classStudents.classId)))})`;

/**
 * The rows of a page of students by id: their columns, rank and the classes the viewer may see. Prepared once
 * per database and role, the viewer's id a placeholder (PostgreSQL parses and plans it once per connection):
 * it runs on every page of the list, and building its SQL cost more than running it.
 */
function pageRowsQuery(db: Db, role: StaffRole) {
  return db
    .select({
      ...studentColumns,
      rankAverage: rankAverageColumn,
      classes: classesColumn({ mainRole: role, id: sql.placeholder('userId') }),
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(centers, eq(centers.id, studentProfiles.centerId))
    .where(and(isStudent, sql`${users.id} = ANY(${sql.placeholder('ids')}::int[])`))
    .orderBy(asc(users.name), asc(users.id))
    .prepare(`student_page_rows_${role}`);
}

/** One prepared statement per database and staff role, built once by `prepare`. */
const perRole = <T>(prepare: (db: Db, role: StaffRole) => T) =>
  oncePerDatabase((db) => Object.fromEntries(STAFF_ROLES.map((role) => [role, prepare(db, role)])) as Record<StaffRole, T>);

const pageRowsQueries = perRole(pageRowsQuery);

/** Active students a viewer may see, with or without a search. */
const listedStudents = (viewer: Viewer, q?: string) =>
  and(isStudent, eq(users.isActive, true), matchesText([users.name, users.email], q), studentScope(viewer));

/**
 * Page 1..n of the list without a search or a cursor (a page typed by number), the way the list opens: its rows,
 * their ranks and classes, its sort keys and its capped count in one prepared statement per database and role,
 * one round trip. The page's ids come from the name index (users_role_active_name_idx), the rest by id.
 */
function numberedPageQuery(db: Db, role: StaffRole) {
  const viewer = { mainRole: role, id: sql.placeholder('userId') };
  const where = listedStudents(viewer);
  const page = db
    .$with('page')
    .as(
      db
        .select({ pageId: users.id })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  return db
    .with(page)
    .select({
      ...studentColumns,
      rankAverage: rankAverageColumn,
      classes: classesColumn(viewer),
      cappedTotal: cappedCountColumn(() => db.select({ id: users.id }).from(users).where(where).$dynamic()),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.pageId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(centers, eq(centers.id, studentProfiles.centerId))
    .orderBy(asc(users.name), asc(users.id))
    .prepare(`student_numbered_page_${role}`);
}

const numberedPageQueries = perRole(numberedPageQuery);

type PageRow = Awaited<ReturnType<ReturnType<typeof pageRowsQuery>['execute']>>[number];
const toListedStudent = ({ rankAverage, classes: classRefs, ...row }: PageRow) =>
  toStudent(row, classRefs, rankAverage === null ? null : Number(rankAverage));

/**
 * Students Accounts: active students the user may see, by name (users_role_active_name_idx), then their columns,
 * rank and classes by id. A numbered page without a search is one statement (numberedPageQuery); a search or
 * a cursor (Next, Previous) reads the page's ids first (listPageIds), then its rows.
 */
export async function listStudents(db: Db, user: AuthUser, query: KeysetListQuery) {
  const matching = () =>
    db.select({ id: users.id, name: users.name }).from(users).where(listedStudents(user, query.q)).$dynamic();
  if (!query.q && !query.after && !query.before) {
    const { page, total } = await pageWithTotal(db, `students:${user.mainRole}`, matching, () =>
      numberedPageQueries(db)[user.mainRole].execute({ userId: user.id, ...pageWindow(query) }),
    );
    const cursors = pageCursors(page.map((row) => [row.name, String(row.id)]));
    return {
      rows: page.map(({ cappedTotal: _, ...row }) => toListedStudent(row)),
      meta: pageMeta(total, page.length, query, cursors),
    };
  }
  const { ids, counting, cursors } = await listPageIds(db, {
    matching,
    sortKey: ['name', 'id'],
    isSearch: Boolean(query.q),
    query,
  });
  if (ids.length === 0) return { rows: [], meta: pageMeta(await counting, 0, query, cursors) };
  const [rows, total] = await Promise.all([pageRowsQueries(db)[user.mainRole].execute({ ids, userId: user.id }), counting]);
  return { rows: rows.map(toListedStudent), meta: pageMeta(total, rows.length, query, cursors) };
}

export async function getStudent(db: Db, user: AuthUser, id: number): Promise<Student> {
  const rows = await selectStudents(db, eq(users.id, id)).limit(1);
  if (rows.length === 0) throw notFound();
  return (await present(db, user, rows))[0];
}
