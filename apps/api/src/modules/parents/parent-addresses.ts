import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { studentProfiles, unsubscribedAddresses } from '../../db/schema';

/**
 * The one form an address is compared and stored in (unsubscribed_addresses.email): trimmed, lower-cased.
 * `normalisedAddressSql` is the same expression for SQL; both sides of every comparison use one of them.
 */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();
export const normalisedAddressSql = (address: unknown) => sql`lower(trim(${address}))`;
const normal = normaliseAddress;

/** True when this parent address asked for no more e-mail. */
export async function isUnsubscribed(db: Db, email: string): Promise<boolean> {
  return (await subscribedOnly(db, [email])).length === 0;
}

/**
 * The addresses that may still be written to, in their order, without the unsubscribed ones, blanks or
 * duplicates (case-insensitive). Every e-mail to parents passes its addresses through here.
 */
export async function subscribedOnly(db: Db, addresses: readonly (string | null | undefined)[]): Promise<string[]> {
  const wanted = new Map<string, string>();
  for (const address of addresses) {
    if (address && address.includes('@') && !wanted.has(normal(address))) wanted.set(normal(address), address.trim());
  }
  if (wanted.size === 0) return [];
  const gone = await db
    .select({ email: unsubscribedAddresses.email })
    .from(unsubscribedAddresses)
    .where(inArray(unsubscribedAddresses.email, [...wanted.keys()]));
  for (const row of gone) wanted.delete(row.email);
  return [...wanted.values()];
}

/** Records the address as unsubscribed; false when it already was (its link is then used up). */
export async function unsubscribeAddress(db: Db, email: string): Promise<boolean> {
  const added = await db
    .insert(unsubscribedAddresses)
    .values({ email: normal(email) })
    .onConflictDoNothing()
    .returning({ email: unsubscribedAddresses.email });
  return added.length > 0;
}

/** For SQL that lists parent addresses itself (INSERT … SELECT): true when `address` has not unsubscribed. */
export const isSubscribedSql = (address: unknown) =>
  sql`NOT EXISTS (SELECT 1 FROM ${unsubscribedAddresses} u WHERE u.email = ${normalisedAddressSql(address)})`;

export type ParentAddress = { email: string; language: Language };

/**
 * The addresses of a student's mother and father that still take e-mail (each once), in the language the
 * student's account prefers: the one lookup of a student's parents for the e-mails written about them.
 */
export async function parentAddressesOf(db: Db, studentId: number): Promise<ParentAddress[]> {
  return (await parentAddressesOfStudents(db, [studentId])).get(studentId) ?? [];
}

/**
 * parentAddressesOf for many students at once: one read of their profiles and one of the unsubscribed
 * addresses. Every student asked for has an entry (empty without a profile or an address that takes e-mail).
 */
export async function parentAddressesOfStudents(db: Db, studentIds: readonly number[]): Promise<Map<number, ParentAddress[]>> {
  const byStudent = new Map<number, ParentAddress[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return byStudent;
  const profiles = await db
    .select({
      studentId: studentProfiles.userId,
      mother: studentProfiles.motherEmail,
      father: studentProfiles.fatherEmail,
      language: studentProfiles.language,
    })
    .from(studentProfiles)
    .where(inArray(studentProfiles.userId, [...new Set(studentIds)]));
  const taking = new Set(
    (
      await subscribedOnly(
        db,
        profiles.flatMap((p) => [p.mother, p.father]),
      )
    ).map(normal),
  );
  for (const profile of profiles) {
    const language: Language = profile.language === 'ar' ? 'ar' : 'en';
    const seen = new Set<string>();
    const addresses: ParentAddress[] = [];
    for (const address of [profile.mother, profile.father]) {
      if (!address || !address.includes('@') || seen.has(normal(address)) || !taking.has(normal(address))) continue;
      seen.add(normal(address));
      addresses.push({ email: address.trim(), language });
    }
    byStudent.set(profile.studentId, addresses);
  }
  return byStudent;
}
