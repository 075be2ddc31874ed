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
    // list search of 3+ characters on name and on e-mail (ILIKE '%q%'): Students Accounts, approval, rosters
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // list search of 1-2 characters, which trigrams cannot serve: the start of the name or e-mail (LIKE 'q%')
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // Students Accounts: WHERE main_role_id = student AND is_active ORDER BY name, id; page ids come
    // from an index-only scan (deep pages too), the count stops early (lib/lists.ts)
    index('users_role_active_name_idx').on(t.mainRoleId, t.isActive, t.name, t.id),
    // Teachers (one role) and Users (the staff roles) ORDER BY name, id
    index('users_role_name_idx').on(t.mainRoleId, t.name, t.id),
    // Students approval: pending (inactive) students ORDER BY created_at, id; few rows, so a partial index
    index('users_pending_created_idx')
      .on(t.mainRoleId, t.createdAt, t.id)
      .where(sql`${t.isActive} = false`),
  ],
);
