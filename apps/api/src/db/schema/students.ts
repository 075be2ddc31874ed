import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@backoffice/contract';
import { timestamps } from './columns';
import { centers } from './centers';
import { users } from './users';

/** What a student account holds beyond the user row; the student accounts module adds its columns. */
export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** school | center */
    studentType: varchar('student_type', { length: 10 }),
    // A center with students cannot be deleted (the service answers 409 first).
    centerId: integer('center_id').references(() => centers.id, { onDelete: 'restrict' }),
    schoolName: varchar('school_name', { length: 190 }),
    facebookName: varchar('facebook_name', { length: 190 }),
    facebookUrl: varchar('facebook_url', { length: 500 }),
    motherName: varchar('mother_name', { length: 190 }),
    motherEmail: varchar('mother_email', { length: 190 }),
    motherPhone: varchar('mother_phone', { length: 40 }),
    fatherName: varchar('father_name', { length: 190 }),
    fatherEmail: varchar('father_email', { length: 190 }),
    fatherPhone: varchar('father_phone', { length: 40 }),
    /** URL of the student's picture, when one was uploaded. */
    avatar: varchar('avatar', { length: 500 }),
    /** The language the student's messages (and their parents' e-mails) are written in; null: English. */
    language: varchar('language', { length: 2 }).$type<Language>(),
    ...timestamps,
  },
  (t) => [
    // admin/centers/{id}/students and the 409 check before deleting a center
    index('student_profiles_center_idx').on(t.centerId),
  ],
);
