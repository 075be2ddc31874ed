import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    // admin/centers/{id}/students and the 409 check before deleting a center
    index('student_profiles_center_idx').on(t.centerId),
  ],
);
