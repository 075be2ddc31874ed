import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type LoginBody, type TokenAudience } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { authTokens, roles, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { clearCounter, forgetHit, hitCounter, minutesUntil, purgeEndedCounters } from '../../lib/rate-counters';
import { authUserColumns, presentUser, STAFF_ROLE_IDS } from '../../access/callers';

export type AuthSettings = {
  tokenTtlHours: number;
  /** Sign-in attempts per e-mail and address in a window. */
  maxAttempts: number;
  /** Sign-in attempts per address, over all e-mails, in a window. */
  maxAttemptsPerAddress: number;
  windowMinutes: number;
};

/** 429 with the minutes until the window that is full ends. */
const tooManyAttempts = (resetAt: Date) =>
  new AppError(429, 'Too many login attempts. Please try again in {minutes} minutes.', null, {
    minutes: minutesUntil(resetAt),
  });

/**
 * Checks the password of a staff account and issues a token.
 * Every attempt is counted before the password is checked, atomically, per e-mail and address and per
 * address alone (one address spraying a password over many e-mails): past either limit the answer is 429,
 * even with the right password. A success clears its e-mail's count and gives the address its attempt back.
 */
/**
 * Counts one sign-in attempt of the e-mail from the address (staff and students share the counters):
 * 429 past either limit, even before the password is checked. Answers what a success must clear.
 */
export async function countLoginAttempt(db: Db, email: string, ip: string, settings: AuthSettings) {
  const windowMs = settings.windowMinutes * 60_000;
  const pairKey = `login:${ip}:${email}`;
  const addressKey = `login-address:${ip}`;
  const [pair, address] = await Promise.all([hitCounter(db, pairKey, windowMs), hitCounter(db, addressKey, windowMs)]);
  if (pair.count > settings.maxAttempts) throw tooManyAttempts(pair.resetAt);
  if (address.count > settings.maxAttemptsPerAddress) throw tooManyAttempts(address.resetAt);
  /** A success clears its e-mail's count and gives the address its attempt back. */
  return () => Promise.all([clearCounter(db, pairKey), forgetHit(db, addressKey)]);
}

export const wrongCredentials = () =>
  new AppError(401, 'These credentials do not match our records.', {
    email: ['These credentials do not match our records.'],
  });

/**
 * Checks the password of a staff account and issues a token.
 * Every attempt is counted before the password is checked, atomically, per e-mail and address and per
 * address alone (one address spraying a password over many e-mails): past either limit the answer is 429,
 * even with the right password. A success clears its e-mail's count and gives the address its attempt back.
 */
export async function login(db: Db, body: LoginBody, ip: string, settings: AuthSettings) {
  const email = body.email.toLowerCase();
  const clearAttempts = await countLoginAttempt(db, email, ip, settings);
  const [account] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.mainRoleId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isActive, true), inArray(users.mainRoleId, STAFF_ROLE_IDS)))
    .limit(1);
  const isValid = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, body.password);
  if (!account || !isValid) throw wrongCredentials();
  await clearAttempts();
  const token = await issueToken(db, account.id, settings.tokenTtlHours);
  const { passwordHash: _omitted, ...user } = account;
  return { token, user: presentUser(user) };
}

/** A new random token for the user, of one audience (staff unless told); only its hash is kept. */
export async function issueToken(db: Db, userId: number, ttlHours: number, audience: TokenAudience = 'staff'): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    audience,
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

/** Revokes every sign-in token not yet revoked (a server's first start after a restore); answers how many. */
export async function revokeAllTokens(db: Db): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(isNull(authTokens.revokedAt))
    .returning({ id: authTokens.id });
  return revoked.length;
}

/** Removes expired and revoked tokens and ended rate windows; run by the daily purge job. */
export async function purgeExpiredAuth(db: Db, now = new Date()) {
  const tokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, now), lt(authTokens.revokedAt, now)))
    .returning({ id: authTokens.id });
  await purgeEndedCounters(db, now);
  return tokens.length;
}
