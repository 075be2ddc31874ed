import { eq } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordChanges, type Change } from '../audit-log/record-changes';

/** The fields of an account the history follows; a password only as changed, never its hash. */
const accountFields = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  mainRoleId: users.mainRoleId,
};
type AccountFields = { [K in keyof typeof accountFields]: (typeof users.$inferSelect)[K] };

/** The account as stored, locked until the write commits (absent: null). */
async function accountOf(tx: Db, id: number): Promise<AccountFields | null> {
  const [row] = await tx.select(accountFields).from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** What a write changed of an account: one change per field, the password as null → 'changed'. */
export function accountChanges(id: number, before: AccountFields, after: AccountFields): Change[] {
  const of = { entity: 'account' as const, entityId: id, studentId: after.mainRoleId === ROLE.student ? id : null };
  const changes: Change[] = [
    { ...of, field: 'name', old: before.name, new: after.name },
    { ...of, field: 'email', old: before.email, new: after.email },
    { ...of, field: 'phone', old: before.phone, new: after.phone },
    { ...of, field: 'is_active', old: before.isActive, new: after.isActive },
  ];
  if (before.passwordHash !== after.passwordHash) changes.push({ ...of, field: 'password', old: null, new: 'changed' });
  return changes;
}

/**
 * Follows a write of one account (staff or student) in the caller's transaction: `watchAccount` reads it
 * before the write, `record` after it, writes the fields it changed in one history INSERT and returns
 * both states (null when the account is not there).
 */
export async function watchAccount(tx: Db, accountId: number) {
  const before = await accountOf(tx, accountId);
  return {
    async record(userId: number | null) {
      const after = await accountOf(tx, accountId);
      if (!before || !after) return null;
      await recordChanges(tx, userId, accountChanges(accountId, before, after));
      return { before, after };
    },
  };
}

/** Runs a write of one account (see watchAccount) and records what it changed. */
export async function writeAccount<T>(tx: Db, userId: number | null, accountId: number, write: () => Promise<T>): Promise<T> {
  const account = await watchAccount(tx, accountId);
  const result = await write();
  await account.record(userId);
  return result;
}
