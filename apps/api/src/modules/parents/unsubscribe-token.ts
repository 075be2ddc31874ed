import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signingKeys } from '../../db/schema';
import { normaliseAddress } from './parent-addresses';

/** The one purpose these tokens serve: a token signed for anything else never verifies here. */
const PURPOSE = 'unsubscribe';

/** The key of the purpose, made (once, by whichever process comes first) at first use. */
async function signingKey(db: Db): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ purpose: PURPOSE, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, PURPOSE));
  return Buffer.from(row.secret, 'hex');
}

/**
 * A new unsubscribe key (npm run rotate-keys): every link signed with the old one, in e-mails already sent
 * or by whoever read it from a backup archive, stops verifying; the next e-mails carry links of the new key.
 */
export async function rotateUnsubscribeKey(db: Db): Promise<void> {
  await db
    .insert(signingKeys)
    .values({ purpose: PURPOSE, secret: randomBytes(32).toString('hex') })
    .onConflictDoUpdate({ target: signingKeys.purpose, set: { secret: randomBytes(32).toString('hex') } });
}

const mac = (key: Buffer, email: string) => createHmac('sha256', key).update(`${PURPOSE}\n${email}`).digest();

/** Signs the tokens of many addresses with one read of the key (an e-mail to a class's parents). */
export async function unsubscribeSigner(db: Db): Promise<(email: string) => string> {
  const key = await signingKey(db);
  return (email) => {
    const address = normaliseAddress(email);
    return `${Buffer.from(address).toString('base64url')}.${mac(key, address).toString('base64url')}`;
  };
}

/** The token of an unsubscribe link for one parent address: the address and its HMAC, URL-safe. */
export async function signUnsubscribeToken(db: Db, email: string): Promise<string> {
  return (await unsubscribeSigner(db))(email);
}

/** The address a token was signed for, or null for anything forged, altered or malformed. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!address.includes('@') || Buffer.from(address).toString('base64url') !== encoded) return null;
  const expected = mac(await signingKey(db), address);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
