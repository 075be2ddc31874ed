import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser, ClassRow, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, classes, classStudents, classTeachers, schools, users } from '../../db/schema';
import { containsText, countMatching, pageMeta, pageWindow } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import { visibleClassCondition } from './class-access';

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

/** Adds teachers and student ids to a page of classes: two queries for the whole page. */
async function withMembers(db: Db, rows: BaseRow[]): Promise<ClassRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [teacherRows, studentRows] = await Promise.all([
    db
      .select({ classId: classTeachers.classId, id: users.id, name: users.name, nickname: users.nickname, email: users.email })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.teacherId))
      .where(inArray(classTeachers.classId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ classId: classStudents.classId, studentId: classStudents.studentId })
      .from(classStudents)
      .where(inArray(classStudents.classId, ids))
      .orderBy(asc(classStudents.id)),
  ]);
  return rows.map((row) => {
    const students = studentRows.filter((s) => s.classId === row.id).map((s) => s.studentId);
    return {
      ...row,
      sessionsCount: row.sessions.length,
      teachers: teacherRows.filter((t) => t.classId === row.id).map(({ classId: _classId, ...teacher }) => teacher),
      students,
      studentsCount: students.length,
    };
  });
}

export async function listClasses(db: Db, user: AuthUser, query: ListQuery) {
  const where = and(visibleClassCondition(user), containsText(classes.name, query.q));
  const [rows, total] = await Promise.all([
    selectClasses(db)
      .where(where)
      .orderBy(asc(classes.name), asc(classes.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    countMatching(db, () => db.select({ id: classes.id }).from(classes).where(where).$dynamic()),
  ]);
  return { rows: await withMembers(db, rows), meta: pageMeta(total, rows.length, query) };
}

/** One class as lists show it; callers check access first. */
export async function getClass(db: Db, id: number): Promise<ClassRow> {
  const rows = await selectClasses(db).where(eq(classes.id, id));
  if (rows.length === 0) throw notFound();
  return (await withMembers(db, rows))[0];
}
