import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ROLE,
  STAFF_ROLE_IDS,
  type ListQuery,
  type ValueName,
  type StaffUser,
  type UserCreateBody,
  type UserUpdateBody,
} from '@backoffice/contract';
import type { Db, Tx } from '../../db/client';
import { roles, supervisorTeachers, users } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../plugins/app-error';
import { countMatching, matchesText, pageMeta, pageWindow } from '../../lib/lists';
import { signOutEverywhere } from '../auth/sessions.service';
import { accountOf, createAccount, updateAccount, type Actor } from './account-writes';
import { existingIdsOfRole } from './accounts.service';
import { personColumns } from '../../db/person-columns';

const staffRoleIds = [...STAFF_ROLE_IDS];
const isStaff = inArray(users.mainRoleId, staffRoleIds);
const userColumns = {
  ...personColumns,
  mainRoleId: users.mainRoleId,
  mainRole: roles.name,
};

async function managedTeachersOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>();
  if (userIds.length === 0) return byUser;
  const links = await db
    .select()
    .from(supervisorTeachers)
    .where(inArray(supervisorTeachers.supervisorId, userIds))
    .orderBy(asc(supervisorTeachers.teacherId));
  for (const link of links) byUser.set(link.supervisorId, [...(byUser.get(link.supervisorId) ?? []), link.teacherId]);
  return byUser;
}

export async function listUsers(db: Db, query: ListQuery) {
  const where = and(isStaff, matchesText([users.name, users.email], query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.mainRoleId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset),
    countMatching(db, () => db.select({ id: users.id }).from(users).where(where).$dynamic()),
  ]);
  const managed = await managedTeachersOf(
    db,
    rows.map((row) => row.id),
  );
  const data: StaffUser[] = rows.map((row) => ({ ...row, managedTeachers: managed.get(row.id) ?? [] }));
  return { rows: data, meta: pageMeta(total, rows.length, query) };
}

export async function findStaffUser(db: Db, id: number): Promise<StaffUser> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.mainRoleId))
    .where(and(eq(users.id, id), isStaff))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, managedTeachers: (await managedTeachersOf(db, [id])).get(id) ?? [] };
}

/** Managed teachers apply to supervisors only; every id must be a teacher. */
async function checkManagedTeachers(db: Db, body: UserCreateBody | UserUpdateBody): Promise<number[]> {
  if (body.mainRole !== ROLE.supervisor) return [];
  const found = await existingIdsOfRole(db, body.managedTeachers, ROLE.teacher);
  if (found.size !== body.managedTeachers.length) throw invalidField('managedTeachers', 'The selected teachers are invalid');
  return body.managedTeachers;
}

async function replaceManagedTeachers(tx: Tx, supervisorId: number, teacherIds: number[]) {
  await tx.delete(supervisorTeachers).where(eq(supervisorTeachers.supervisorId, supervisorId));
  if (teacherIds.length > 0) {
    await tx.insert(supervisorTeachers).values(teacherIds.map((teacherId) => ({ supervisorId, teacherId })));
  }
}

export async function createUser(db: Db, body: UserCreateBody): Promise<StaffUser> {
  const id = await createAccount(db, {
    account: { ...accountOf(body), mainRoleId: body.mainRole },
    password: body.password,
    check: () => checkManagedTeachers(db, body),
    alongside: replaceManagedTeachers,
  });
  return findStaffUser(db, id);
}

/** A new password or role signs the account out everywhere else (an admin changing their own stays signed in here). */
export async function updateUser(db: Db, id: number, body: UserUpdateBody, actor: Actor): Promise<StaffUser> {
  const current = await findStaffUser(db, id);
  if (id === actor.id && body.mainRole !== current.mainRoleId) {
    throw invalidField('mainRole', 'You cannot change your own role');
  }
  await updateAccount(db, actor, id, {
    account: { ...accountOf(body), mainRoleId: body.mainRole },
    password: body.password,
    check: () => checkManagedTeachers(db, body),
    alongside: replaceManagedTeachers,
  });
  return findStaffUser(db, id);
}

export async function deleteUser(db: Db, id: number, actorId: number): Promise<void> {
  await findStaffUser(db, id);
  if (id === actorId) throw new AppError(409, 'You cannot delete your own account');
  await db.delete(users).where(eq(users.id, id));
}

/** Ends every session of a staff account (404 for an id that is not one), but the admin's own here. */
export async function signOutUserEverywhere(db: Db, actor: Actor, id: number): Promise<void> {
  const user = await findStaffUser(db, id);
  await signOutEverywhere(db, actor, user);
}

/** Staff roles for the user form's select. */
export async function listRoleOptions(db: Db): Promise<ValueName[]> {
  return db
    .select({ value: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, staffRoleIds))
    .orderBy(asc(roles.id));
}
