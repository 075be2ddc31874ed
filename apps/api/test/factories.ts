import { ROLE } from '@backoffice/contract';
import type { Db } from '../src/db/client';
import { centers, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export type RoleName = keyof typeof ROLE;
export const TEST_PASSWORD = 'correct horse battery';
const passwordHash = await hashPassword(TEST_PASSWORD);
let sequence = 0;

export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({ name: `User ${sequence}`, email: `user${sequence}@example.com`, passwordHash, mainRoleId: ROLE.teacher, ...values })
    .returning();
  return user;
}

export async function createCenter(db: Db, name = `Center ${++sequence}`) {
  const [center] = await db.insert(centers).values({ name }).returning();
  return center;
}
