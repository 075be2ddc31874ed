import { eq } from 'drizzle-orm';
import type { Language } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { studentProfiles } from '../../db/schema';

export type ParentAddress = { email: string; language: Language };

/**
 * The e-mail addresses of a student's mother and father (those given, each once), in the language the
 * student's account prefers. The one lookup of parents' addresses for alerts: the place to skip addresses
 * that have unsubscribed.
 */
export async function parentAddressesOf(db: Db, studentId: number): Promise<ParentAddress[]> {
  const [profile] = await db
    .select({ mother: studentProfiles.motherEmail, father: studentProfiles.fatherEmail, language: studentProfiles.language })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId));
  if (!profile) return [];
  const language: Language = profile.language === 'ar' ? 'ar' : 'en';
  const emails = [profile.mother, profile.father].map((email) => email?.trim() ?? '').filter((email) => email.includes('@'));
  return [...new Set(emails.map((email) => email.toLowerCase()))].map((email) => ({ email, language }));
}
