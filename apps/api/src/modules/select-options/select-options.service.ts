import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ROLE,
  STUDENT_SEARCH_MAX_MATCHES,
  type AuthUser,
  type HomeClassOptionsQuery,
  type StudentOption,
  type ValueName,
} from '@backoffice/contract';
import type { Db } from '../../db/client';
import { centers, classCategories, classes, educationalParts, questions, schools, users } from '../../db/schema';
import { isInPart } from '../questions/questions.service';
import { visibleClassCondition } from '../../access/class-access';
import { studentScope } from '../../access/student-scope';
import { containsText } from '../../lib/lists';

/** Most entries of one select; selects list whole small tables. */
const MAX_OPTIONS = 1000;

export const listCourseOptions = (db: Db): Promise<ValueName[]> =>
  db
    .select({ value: classCategories.id, name: classCategories.name })
    .from(classCategories)
    .orderBy(asc(classCategories.name), asc(classCategories.id))
    .limit(MAX_OPTIONS);

export const listCenterOptions = (db: Db): Promise<ValueName[]> =>
  db
    .select({ value: centers.id, name: centers.name })
    .from(centers)
    .orderBy(asc(centers.name), asc(centers.id))
    .limit(MAX_OPTIONS);

export const listSchoolOptions = (db: Db): Promise<ValueName[]> =>
  db
    .select({ value: schools.id, name: schools.name })
    .from(schools)
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(MAX_OPTIONS);

/** Every teaching assistant, for the class form's teachers and a supervisor's managed teachers. */
export const listTeacherOptions = (db: Db): Promise<ValueName[]> =>
  db
    .select({ value: users.id, name: users.name })
    .from(users)
    .where(eq(users.mainRoleId, ROLE.teacher))
    .orderBy(asc(users.name), asc(users.id))
    .limit(MAX_OPTIONS);

/**
 * Active students for the class form's student picker: a few matches to a typed name, never a browsable list.
 * An admin also searches e-mails. Other staff find a student by name or by their exact e-mail, and see the
 * e-mail only of students of their own classes (or the one they typed): the directory tells them no more.
 */
export async function listStudentOptions(db: Db, user: AuthUser, q: string): Promise<StudentOption[]> {
  const isAdmin = user.mainRole === 'admin';
  const typedEmail = sql`lower(${users.email}) = ${q.toLowerCase()}`;
  const scope = studentScope(user);
  const rows = await db
    .select({
      value: users.id,
      name: users.name,
      email: users.email,
      isKnown: sql<boolean>`${scope ? sql`(${scope}) OR ${typedEmail}` : sql`true`}`,
    })
    .from(users)
    .where(
      and(
        eq(users.mainRoleId, ROLE.student),
        eq(users.isActive, true),
        or(containsText(users.name, q), isAdmin ? containsText(users.email, q) : typedEmail),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(STUDENT_SEARCH_MAX_MATCHES);
  return rows.map(({ isKnown, ...row }) => ({ ...row, email: isKnown ? row.email : null }));
}

/** The classes the user may see, optionally of one course. */
function visibleClasses(db: Db, user: AuthUser, categoryId?: number) {
  return db
    .select({
      value: classes.id,
      name: classes.name,
      type: classes.type,
      categoryId: classes.classCategoryId,
      schoolId: classes.schoolId,
      schoolName: schools.name,
    })
    .from(classes)
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(visibleClassCondition(user), categoryId ? eq(classes.classCategoryId, categoryId) : undefined))
    .orderBy(asc(classes.name), asc(classes.id))
    .limit(MAX_OPTIONS);
}

const option = ({ value, name }: ValueName): ValueName => ({ value, name });

export async function listClassOptions(db: Db, user: AuthUser, categoryId?: number): Promise<ValueName[]> {
  return (await visibleClasses(db, user, categoryId)).map(option);
}

/**
 * The courses the user works in: an admin every course (one without classes too), anyone else only the
 * courses of the classes they may see, so the workstation never offers a course with nothing of theirs in it.
 */
function listVisibleCourseOptions(db: Db, user: AuthUser): Promise<ValueName[]> {
  const scope = visibleClassCondition(user);
  const ofVisibleClasses = scope
    ? inArray(classCategories.id, db.select({ id: classes.classCategoryId }).from(classes).where(scope))
    : undefined;
  return db
    .select({ value: classCategories.id, name: classCategories.name })
    .from(classCategories)
    .where(ofVisibleClasses)
    .orderBy(asc(classCategories.name), asc(classCategories.id))
    .limit(MAX_OPTIONS);
}

/** The user's courses and, keyed by course id, their classes; classes without a course are not listed. */
export async function listCoursesWithClasses(db: Db, user: AuthUser) {
  const [categories, rows] = await Promise.all([listVisibleCourseOptions(db, user), visibleClasses(db, user)]);
  const byCourse: Record<string, ValueName[]> = Object.fromEntries(categories.map((c) => [String(c.value), []]));
  for (const row of rows) {
    if (row.categoryId !== null) byCourse[String(row.categoryId)]?.push(option(row));
  }
  return { categories, classes: byCourse };
}

/** School-type classes grouped by school, schools by name. */
function groupBySchool(rows: Awaited<ReturnType<typeof visibleClasses>>) {
  const groups = new Map<number, ValueName & { classes: ValueName[] }>();
  for (const row of rows) {
    if (row.type !== 'school' || row.schoolId === null) continue;
    const group = groups.get(row.schoolId) ?? { value: row.schoolId, name: row.schoolName ?? '', classes: [] };
    group.classes.push(option(row));
    groups.set(row.schoolId, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export async function listHomeClassOptions(db: Db, user: AuthUser, query: HomeClassOptionsQuery) {
  const rows = await visibleClasses(db, user);
  const center = rows.filter((r) => r.type === 'center').map(option);
  if (query.groupByType && query.groupBySchool) return { school: groupBySchool(rows), center };
  if (query.groupByType) return { school: rows.filter((r) => r.type === 'school').map(option), center };
  if (query.groupBySchool) return groupBySchool(rows);
  return rows.map(option);
}

/** Educational parts by name, optionally of one course. */
export const listEducationalPartOptions = (db: Db, courseId?: number): Promise<ValueName[]> =>
  db
    .select({ value: educationalParts.id, name: educationalParts.name })
    .from(educationalParts)
    .where(courseId ? eq(educationalParts.classCategoryId, courseId) : undefined)
    .orderBy(asc(educationalParts.name), asc(educationalParts.id))
    .limit(MAX_OPTIONS);

/** Most questions of one pick: the bank is large, the picker narrows by part and text. */
const MAX_QUESTION_MATCHES = 100;

/** Active questions (newest first) for the exam and quiz editors, by part and text. */
export const listQuestionOptions = (db: Db, query: { q?: string; educational_part_id?: number }): Promise<ValueName[]> =>
  db
    .select({ value: questions.id, name: questions.text })
    .from(questions)
    .where(
      and(
        isNull(questions.archivedAt),
        containsText(questions.text, query.q),
        query.educational_part_id ? isInPart(query.educational_part_id) : undefined,
      ),
    )
    .orderBy(desc(questions.id))
    .limit(MAX_QUESTION_MATCHES);
