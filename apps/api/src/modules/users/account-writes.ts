import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { endSessions } from '../auth/sessions.service';
import { watchAccount } from './account-history';
import { assertEmailFree, withUniqueEmail } from './accounts.service';

/** The fields of a person every account form sends (staff, teacher, student). */
type PersonBody = Pick<typeof users.$inferInsert, 'name' | 'nickname' | 'gender' | 'birthDate' | 'email' | 'phone'>;

/** The person's columns of the users row, as every account form sets them. */
export const accountOf = (body: PersonBody) => ({
  name: body.name,
  nickname: body.nickname,
  gender: body.gender,
  birthDate: body.birthDate,
  email: body.email,
  phone: body.phone,
});

type AccountRow = ReturnType<typeof accountOf> & { mainRoleId?: number };

/** One write of an account row and what goes with it. */
type AccountWrite<C> = {
  account: AccountRow;
  /** A new password; absent or empty keeps the stored one (a new account then has none). */
  password?: string | null;
  /** The caller's own checks, run after the e-mail's so the answers keep their order. */
  check?: () => Promise<C>;
  /** The rest of the aggregate, written in the account's transaction. */
  alongside?: (tx: Tx, id: number, checked: C) => Promise<void>;
};

/** The signed-in person acting and the token of their request (kept when they change their own password). */
export type Actor = { id: number; token: string | null };

/** Creates an account: a taken e-mail is 422 on `email`, the password is stored hashed. Returns its id. */
export async function createAccount<C>(db: Db, write: AccountWrite<C> & { account: { mainRoleId: number } }): Promise<number> {
  await assertEmailFree(db, write.account.email);
  const checked = (await write.check?.()) as C;
  const passwordHash = write.password ? await hashPassword(write.password) : null;
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...write.account, passwordHash })
        .returning({ id: users.id });
      await write.alongside?.(tx, row.id, checked);
      return row.id;
    }),
  );
}

/**
 * Updates account `id` as `actor`: the e-mail and password as on creation, the change recorded in its
 * history, and a new password, role or active state ends its sessions (but the actor's own here).
 */
export async function updateAccount<C>(db: Db, actor: Actor, id: number, write: AccountWrite<C>): Promise<void> {
  await assertEmailFree(db, write.account.email, id);
  const checked = (await write.check?.()) as C;
  const passwordHash = write.password ? await hashPassword(write.password) : undefined;
  await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const account = await watchAccount(tx, id);
      await tx
        .update(users)
        .set({ ...write.account, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, id));
      const change = await account.record(actor.id);
      if (change && endsSessions(change.before, change.after)) await endSessions(tx, id, actor.token);
      await write.alongside?.(tx, id, checked);
    }),
  );
}

type SessionFields = { passwordHash: string | null; mainRoleId: number; isActive: boolean };

/** A session is granted for a password, a role and an active account; when one of them changes, it ends. */
const endsSessions = (before: SessionFields, after: SessionFields) =>
  before.passwordHash !== after.passwordHash || before.mainRoleId !== after.mainRoleId || before.isActive !== after.isActive;
