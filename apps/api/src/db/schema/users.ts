import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Role ids are fixed (see ROLE in the contract) and inserted by a migration. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
});

/** Every account: staff (admin, teacher, supervisor) and students share one e-mail space. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    nickname: varchar('nickname', { length: 190 }),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    gender: varchar('gender', { length: 10 }),
    birthDate: date('birth_date', { mode: 'string' }),
    passwordHash: text('password_hash'),
    mainRoleId: integer('main_role_id')
      .notNull()
      .references(() => roles.id),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // login and the unique-e-mail rule look accounts up case-insensitively
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // staff and student lists filter by role; the student export walks one role in id order (keyset pages)
    index('users_main_role_idx').on(t.mainRoleId, t.id),
    // list search on name (ILIKE '%q%')
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
