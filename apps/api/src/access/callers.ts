import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { ROLE, type AuthUser, type StaffRole, type StudentUser, type TokenAudience } from '@backoffice/contract';
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

/**
 * The active user a live token of this audience belongs to, if they also meet `condition`
 * (a staff role, or being a student). Every user has a main role, so the role join drops nobody.
 */
async function findTokenOwner(db: Db, token: string, audience: TokenAudience, condition: SQL) {
  const [row] = await db
    .select(authUserColumns)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(roles, eq(roles.id, users.mainRoleId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.audience, audience),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.isActive, true),
        condition,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const row = await findTokenOwner(db, token, 'staff', inArray(users.mainRoleId, STAFF_ROLE_IDS));
  return row ? presentUser(row) : null;
}

/** The approved student a student token belongs to; staff tokens and tokens of other scopes find nobody. */
export async function findStudentByToken(db: Db, token: string): Promise<StudentUser | null> {
  const row = await findTokenOwner(db, token, 'student', isStudent);
  return row ? { id: row.id, name: row.name, nickname: row.nickname, email: row.email } : null;
}
