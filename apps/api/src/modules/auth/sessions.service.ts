import { and, eq, ne } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { recordChanges } from '../audit-log/record-changes';

/**
 * The one way an account's sessions end (staff or student, every audience): a new password, a reset, a
 * set-password link and "sign out everywhere" all come here. `keepToken` is the token of the request
 * doing it: when people change their own password they stay signed in where they are, and only there; a
 * token of another account keeps nothing. Returns how many sessions ended.
 */
export async function endSessions(db: Db, accountId: number, keepToken: string | null = null): Promise<number> {
  const ended = await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, accountId), keepToken ? ne(authTokens.tokenHash, hashToken(keepToken)) : undefined))
    .returning({ id: authTokens.id });
  return ended.length;
}

type Account = { id: number; mainRoleId: number };

/** Signs an account out everywhere but the caller's own session, and records it in the account's history. */
export async function signOutEverywhere(db: Db, actor: { id: number; token: string | null }, account: Account) {
  await db.transaction(async (tx) => {
    const ended = await endSessions(tx, account.id, actor.token);
    await recordChanges(tx, actor.id, [
      {
        entity: 'account',
        entityId: account.id,
        studentId: account.mainRoleId === ROLE.student ? account.id : null,
        field: 'sessions',
        // "sessions: 3 → 0", in no language; nothing to end records nothing, as a write that changed nothing.
        old: ended,
        new: 0,
      },
    ]);
  });
}
