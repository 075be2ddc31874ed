import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language, SetPasswordBody } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { passwordTokens, users } from '../../db/schema';
import { invalidField } from '../../plugins/app-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { setPasswordMail } from '../../mail/templates';
import { writeAccount } from '../users/account-history';
import { endSessions } from './sessions.service';

/** How long a set-password link works. */
export const PASSWORD_LINK_TTL_HOURS = 72;
const INVALID_LINK = 'This password link is invalid or has expired';

/** A new one-time link token for the user; older unused links stop working. Only its hash is stored. */
export async function issuePasswordToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
    await tx.insert(passwordTokens).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + PASSWORD_LINK_TTL_HOURS * 3_600_000),
    });
  });
  return token;
}

/** A student's account carries the language they read; staff accounts have none and read English. */
type Account = { id: number; name: string; email: string; language?: Language | null };
type LinkMail = (to: string, name: string, url: string, hours: number, language?: Language) => MailMessage;

/**
 * E-mails the account a new one-time link to choose its password (welcome or reset), in the account's
 * language: no password is ever mailed.
 */
export async function mailPasswordLink(
  db: Db,
  mailer: Mailer,
  account: Account,
  mail: LinkMail = setPasswordMail,
  page = '/set-password',
) {
  const token = await issuePasswordToken(db, account.id);
  const link = mailer.linkTo(`${page}?token=${encodeURIComponent(token)}`);
  // Someone is waiting for this link at a screen: it goes ahead of any bulk mail queued before it.
  await mailer.send(mail(account.email, account.name, link, PASSWORD_LINK_TTL_HOURS, account.language ?? undefined), {
    urgent: true,
  });
}

/** Sets the password of the link's account and spends the link; signed-in sessions of the account end. */
export async function setPasswordWithToken(db: Db, body: SetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const spent = await db.transaction(async (tx) => {
    // Spending the token in the same statement that checks it: two uses of one link cannot both pass.
    const [link] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(body.token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    if (!link) return false;
    await writeAccount(tx, link.userId, link.userId, () =>
      tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId)),
    );
    await endSessions(tx, link.userId);
    return true;
  });
  if (!spent) throw invalidField('token', INVALID_LINK);
}
