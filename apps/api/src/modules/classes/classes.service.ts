import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser, ClassDetail, ClassRow, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, classes, classStudents, classTeachers, schools, users } from '../../db/schema';
import { cappedCountColumn, containsText, pageMeta, pageWindow, totalBeside } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';
import { personNameColumns } from '../../db/person-columns';
import { countClassMembers, isClassMember } from './class-members';

const classColumns = {
  id: classes.id,
  name: classes.name,
  type: classes.type,
  categoryId: classes.classCategoryId,
  categoryName: classCategories.name,
  schoolId: classes.schoolId,
  schoolName: schools.name,
  startDate: classes.startDate,
  endDate: classes.endDate,
  sessions: classes.sessions,
  isRanked: classes.isRanked,
  automaticReporting: classes.automaticReporting,
};

const selectClasses = (db: Db) =>
  db
    .select(classColumns)
    .from(classes)
    .leftJoin(classCategories, eq(classCategories.id, classes.classCategoryId))
    .leftJoin(schools, eq(schools.id, classes.schoolId));

type BaseRow = Awaited<ReturnType<ReturnType<typeof selectClasses>['execute']>>[number];

/** Adds teachers and the members' count to a page of classes: two queries for the whole page. */
async function withMembers(db: Db, rows: BaseRow[]): Promise<ClassRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [teacherRows, counts] = await Promise.all([
    db
      .select({ classId: classTeachers.classId, ...personNameColumns })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.teacherId))
      .where(inArray(classTeachers.classId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    countClassMembers(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    sessionsCount: row.sessions.length,
    teachers: teacherRows.filter((t) => t.classId === row.id).map(({ classId: _classId, ...teacher }) => teacher),
    studentsCount: counts.get(row.id) ?? 0,
  }));
}

export async function listClasses(db: Db, user: AuthUser, query: ListQuery) {
  const where = and(visibleClassCondition(user), containsText(classes.name, query.q));
  const { limit, offset } = pageWindow(query);
  const matching = () => db.select({ id: classes.id }).from(classes).where(where).$dynamic();
  const page = await db
    .select({ ...classColumns, cappedTotal: cappedCountColumn(matching) })
    .from(classes)
    .leftJoin(classCategories, eq(classCategories.id, classes.classCategoryId))
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(where)
    .orderBy(asc(classes.name), asc(classes.id))
    .limit(limit)
    .offset(offset);
  const [withTeachers, total] = await Promise.all([
    withMembers(
      db,
      page.map(({ cappedTotal: _cappedTotal, ...row }) => row),
    ),
    totalBeside(db, page, matching),
  ]);
  return { rows: withTeachers, meta: pageMeta(total, page.length, query) };
}

/** One class with its members' ids (the edit form's); its route is scoped to the class. */
export async function getClass(db: Db, id: number): Promise<ClassDetail> {
  const rows = await selectClasses(db).where(eq(classes.id, id));
  if (rows.length === 0) throw notFound();
  const [[row], students] = await Promise.all([
    withMembers(db, rows),
    db
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .innerJoin(users, isClassMember)
      .where(eq(classStudents.classId, id))
      .orderBy(asc(classStudents.id)),
  ]);
  return { ...row, students: students.map((student) => student.id) };
}
