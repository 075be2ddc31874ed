import { and, eq, gt, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ROLE, type AuthUser, type StaffRole, type StudentUser, type TokenAudience } from '@backoffice/contract';
import type { Db } from '../db/client';
import { oncePerDatabase } from '../db/once-per-database';
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
 * A token of this audience neither revoked nor expired at `now`, of an active user (`auth_tokens` joined to
 * `users`): who a request is, and whether an open class events stream still may be.
 */
export const isLiveToken = (audience: TokenAudience, now: Date | Placeholder) =>
  and(eq(authTokens.audience, audience), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now), eq(users.isActive, true));

/**
 * The active user a live token of this audience belongs to, if they also meet `condition`
 * (a staff role, or being a student). Every user has a main role, so the role join drops nobody.
 * Built once per database as a prepared statement (named: PostgreSQL parses and plans it once per
 * connection): it runs before every signed-in request, and building its SQL cost more than running it.
 */
function tokenOwnerQuery(db: Db, audience: TokenAudience, condition: SQL) {
  return db
    .select(authUserColumns)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(roles, eq(roles.id, users.mainRoleId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isLiveToken(audience, sql.placeholder('now')), condition))
    .limit(1)
    .prepare(`token_owner_${audience}`);
}

const tokenOwnerQueries = oncePerDatabase((db) => ({
  staff: tokenOwnerQuery(db, 'staff', inArray(users.mainRoleId, STAFF_ROLE_IDS)),
  student: tokenOwnerQuery(db, 'student', isStudent),
}));

async function findTokenOwner(db: Db, token: string, audience: TokenAudience) {
  // The column's own encoding of a date (mode 'date'), which a placeholder does not get.
  const values = { tokenHash: hashToken(token), now: new Date().toISOString() };
  const [row] = await tokenOwnerQueries(db)[audience].execute(values);
  return row ?? null;
}

export async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const row = await findTokenOwner(db, token, 'staff');
  return row ? presentUser(row) : null;
}

/** The approved student a student token belongs to; staff tokens and tokens of other scopes find nobody. */
export async function findStudentByToken(db: Db, token: string): Promise<StudentUser | null> {
  const row = await findTokenOwner(db, token, 'student');
  return row ? { id: row.id, name: row.name, nickname: row.nickname, email: row.email } : null;
}
