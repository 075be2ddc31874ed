import { count } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { seedDemoData } from './demo';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  /** Demo data is only ever created on the embedded database. */
  isEmbedded: boolean;
  log: (line: string) => void;
};

/** On an empty database: the admin from the environment, or on the embedded default a demo admin with demo data. */
export async function seedEmptyDatabase(db: Db, options: SeedOptions) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return;
  if (options.adminEmail && options.adminPassword) {
    await db.insert(users).values({
      name: 'Administrator',
      email: options.adminEmail,
      passwordHash: await hashPassword(options.adminPassword),
      mainRoleId: ROLE.admin,
    });
    options.log(`Created the first admin ${options.adminEmail}.`);
    return;
  }
  if (!options.isEmbedded) {
    options.log('The database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.');
    return;
  }
  await seedDemoData(db, DEMO_ADMIN);
  options.log(`Demo data created. Sign in as ${DEMO_ADMIN.email} with password ${DEMO_ADMIN.password}`);
}
