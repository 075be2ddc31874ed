import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_PARENT_DIGEST_SETTINGS, ROLE } from '@backoffice/contract';
import type { Db } from '../db/client';
import { parentDigestSettings, studentProfiles, unsubscribedAddresses, users } from '../db/schema';

/**
 * The weekly parent e-mail on first start: its setting (off, the contract's day and time) and the parents'
 * addresses of the active students, every third of whom reads Arabic, so the preview on the Settings
 * screen shows both languages.
 */
export async function seedDemoParents(db: Db) {
  await db
    .insert(parentDigestSettings)
    .values({ id: 1, ...DEFAULT_PARENT_DIGEST_SETTINGS })
    .onConflictDoNothing();
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.mainRoleId, ROLE.student), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  for (const [i, student] of students.entries()) {
    const local = student.email.split('@')[0];
    await db
      .update(studentProfiles)
      .set({
        motherEmail: `mother.${local}@parents.example.com`,
        fatherEmail: i % 2 === 0 ? `father.${local}@parents.example.com` : null,
        language: i % 3 === 1 ? 'ar' : 'en',
      })
      .where(eq(studentProfiles.userId, student.id));
  }
  // One parent who already left, so the preview shows an address left out.
  const [first] = students;
  if (first) {
    await db
      .insert(unsubscribedAddresses)
      .values({ email: `father.${first.email.split('@')[0]}@parents.example.com`.toLowerCase() })
      .onConflictDoNothing();
  }
}
