import { count } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { DEMO_STUDENT_PASSWORD } from './demo-student';
import { seedDemoData } from './demo';
import type { FileStore } from '../storage/file-store';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  /** Demo data is only ever created on the embedded database. */
  isEmbedded: boolean;
  log: (line: string) => void;
  /** Where the demo's files (classwork PDFs) are written. */
  files?: FileStore;
};

/**
 * On an empty database: the admin from the environment, or on the embedded default a demo admin with demo data.
 * Returns the ids of demo report jobs to queue once the job queue runs (none otherwise).
 */
export async function seedEmptyDatabase(db: Db, options: SeedOptions): Promise<number[]> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return [];
  if (options.adminEmail && options.adminPassword) {
    await db.insert(users).values({
      name: 'Administrator',
      email: options.adminEmail,
      passwordHash: await hashPassword(options.adminPassword),
      mainRoleId: ROLE.admin,
    });
    options.log(`Created the first admin ${options.adminEmail}.`);
    return [];
  }
  if (!options.isEmbedded) {
    options.log('The database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.');
    return [];
  }
  const pendingReportJobs = await seedDemoData(db, DEMO_ADMIN, options.files);
  options.log(`Demo data created. Sign in as ${DEMO_ADMIN.email} with password ${DEMO_ADMIN.password}`);
  options.log(`Demo students sign in at /student (e.g. youssef.ali@students.example.com) with password ${DEMO_STUDENT_PASSWORD}`);
  return pendingReportJobs;
}
