import { and, asc, eq } from 'drizzle-orm';
import { ROLE, type ListQuery, type Teacher, type TeacherBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { countMatching, matchesText, pageMeta, pageWindow } from '../../lib/lists';
import type { Mailer } from '../../mail/mailer';
import { accountOf, createAccount, updateAccount, type Actor } from '../users/account-writes';
import { personColumns } from '../../db/person-columns';
import { mailPasswordLink } from '../auth/password-links.service';

const isTeacher = eq(users.mainRoleId, ROLE.teacher);
const teacherColumns = {
  ...personColumns,
};
export async function listTeachers(db: Db, query: ListQuery) {
  const where = and(isTeacher, matchesText([users.name, users.email], query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.select(teacherColumns).from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
    countMatching(db, () => db.select({ id: users.id }).from(users).where(where).$dynamic()),
  ]);
  return { rows, meta: pageMeta(total, rows.length, query) };
}

async function findTeacher(db: Db, id: number): Promise<Teacher> {
  const [teacher] = await db
    .select(teacherColumns)
    .from(users)
    .where(and(eq(users.id, id), isTeacher))
    .limit(1);
  if (!teacher) throw notFound();
  return teacher;
}

/** A teacher has no password until they follow the set-password link e-mailed here. */
export async function createTeacher(db: Db, mailer: Mailer, body: TeacherBody): Promise<Teacher> {
  const id = await createAccount(db, { account: { ...accountOf(body), mainRoleId: ROLE.teacher } });
  const teacher = await findTeacher(db, id);
  await mailPasswordLink(db, mailer, teacher);
  return teacher;
}

export async function updateTeacher(db: Db, actor: Actor, id: number, body: TeacherBody): Promise<Teacher> {
  await findTeacher(db, id);
  await updateAccount(db, actor, id, { account: accountOf(body) });
  return findTeacher(db, id);
}

export async function deleteTeacher(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id), isTeacher))
    .returning({ id: users.id });
  if (deleted.length === 0) throw notFound();
}
