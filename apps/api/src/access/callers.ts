import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ROLE, type AuthUser, type StaffRole, type StudentUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import { personNameColumns } from '../db/person-columns';
import { authTokens, roles, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { isStudent } from './student-scope';

/** Who a bearer token belongs to, as plugins/auth.ts asks it on every request; sign-in shares the columns. */
export const STAFF_ROLE_IDS = [ROLE.admin, ROLE.teacher, ROLE.supervisor];

export const authUserColumns = {
  ...personNameColumns,
  mainRole: roles.name,
  mainRoleId: users.mainRoleId,
};

export function presentUser(row: {
  id: number;
  name: string;
  nickname: string | null;
  email: string;
  mainRole: string;
  mainRoleId: number;
}): AuthUser {
  return { ...row, mainRole: row.mainRole as StaffRole };
}

export async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(roles, eq(roles.id, users.mainRoleId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.audience, 'staff'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.isActive, true),
        inArray(users.mainRoleId, STAFF_ROLE_IDS),
      ),
    )
    .limit(1);
  return row ? presentUser(row) : null;
}

/** The approved student a student token belongs to; staff tokens and tokens of other scopes find nobody. */
export async function findStudentByToken(db: Db, token: string): Promise<StudentUser | null> {
  const [row] = await db
    .select(personNameColumns)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.audience, 'student'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.isActive, true),
        isStudent,
      ),
    )
    .limit(1);
  return row ?? null;
}
