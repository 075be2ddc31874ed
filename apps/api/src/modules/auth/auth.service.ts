import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ROLE, type AuthUser, type LoginBody, type StaffRole } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { authTokens, loginAttempts, roles, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';

export type AuthSettings = { tokenTtlHours: number; maxAttempts: number; windowMinutes: number };

const STAFF_ROLE_IDS = [ROLE.admin, ROLE.teacher, ROLE.supervisor];

const authUserColumns = {
  id: users.id,
  name: users.name,
  nickname: users.nickname,
  email: users.email,
  mainRole: roles.name,
  mainRoleId: users.mainRoleId,
};

function presentUser(row: {
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
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.isActive, true),
        inArray(users.mainRoleId, STAFF_ROLE_IDS),
      ),
    )
    .limit(1);
  return row ? presentUser(row) : null;
}

async function recentFailures(db: Db, email: string, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/** Checks the password of a staff account and issues a token; too many failures per e-mail and address answer 429. */
export async function login(db: Db, body: LoginBody, ip: string, settings: AuthSettings) {
  const email = body.email.toLowerCase();
  const since = new Date(Date.now() - settings.windowMinutes * 60_000);
  if ((await recentFailures(db, email, ip, since)) >= settings.maxAttempts) {
    throw new AppError(429, 'Too many login attempts. Please try again in {minutes} minutes.', null, {
      minutes: Math.ceil(settings.windowMinutes),
    });
  }
  const [account] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.mainRoleId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isActive, true), inArray(users.mainRoleId, STAFF_ROLE_IDS)))
    .limit(1);
  const isValid = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, body.password);
  if (!account || !isValid) {
    await db.insert(loginAttempts).values({ email, ip });
    throw new AppError(401, 'These credentials do not match our records.', {
      email: ['These credentials do not match our records.'],
    });
  }
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
  const token = await issueToken(db, account.id, settings.tokenTtlHours);
  const { passwordHash: _omitted, ...user } = account;
  return { token, user: presentUser(user) };
}

/** A new random token for the user; only its hash is kept. */
export async function issueToken(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

export async function logout(db: Db, token: string) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, hashToken(token)));
}

/** Removes expired and revoked tokens and stale failed attempts; run by the daily purge job. */
export async function purgeExpiredAuth(db: Db, now = new Date()) {
  const tokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, now), lt(authTokens.revokedAt, now)))
    .returning({ id: authTokens.id });
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 86_400_000)));
  return tokens.length;
}
