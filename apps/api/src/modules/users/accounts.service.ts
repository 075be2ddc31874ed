import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';

/** Rules every account shares (staff and students): one e-mail space, case-insensitive. */
export const EMAIL_TAKEN = 'The email has already been taken.';
const EMAIL_INDEX = 'users_email_lower_unique';

/** Answers 422 on `email` when another account already uses it (any role). */
export async function assertEmailFree(db: Pick<Db, 'select'>, email: string, exceptUserId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (taken) throw invalidField('email', EMAIL_TAKEN);
}

/** True when the error (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * Runs a write that inserts or updates an e-mail. The check before it gives the usual answer; this maps
 * the index's verdict when two requests race past the check, so the loser also gets the 422.
 */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw invalidField('email', EMAIL_TAKEN);
    throw error;
  }
}

/** Runs a write that inserts an e-mail, and does nothing more when the e-mail turns out to be taken. */
export async function ignoreTakenEmail(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isUniqueViolation(error, EMAIL_INDEX)) throw error;
  }
}

/** The ids among `ids` that are accounts of `roleId`. */
export async function existingIdsOfRole(db: Pick<Db, 'select'>, ids: number[], roleId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.mainRoleId, roleId)));
  return new Set(rows.map((row) => row.id));
}
