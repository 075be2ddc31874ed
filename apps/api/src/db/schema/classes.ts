import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ClassSession, ClassType } from '@backoffice/contract';
import { timestamps } from './columns';
import { classCategories } from './courses';
import { schools } from './schools';
import { users } from './users';

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    type: varchar('type', { length: 10 }).$type<ClassType>().notNull(),
    // A course in use cannot be deleted (the service answers 409 first).
    classCategoryId: integer('class_category_id').references(() => classCategories.id, { onDelete: 'restrict' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Weekly sessions, always read and written whole with their class. */
    sessions: jsonb('sessions').$type<ClassSession[]>().notNull().default([]),
    isRanked: boolean('is_ranked').notNull().default(true),
    automaticReporting: boolean('automatic_reporting').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // admin/classes list search on name (ILIKE '%q%')
    index('classes_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // admin/classes page ORDER BY name, id
    index('classes_name_idx').on(t.name, t.id),
    // the 409 check before deleting a course, and options by course
    index('classes_class_category_idx').on(t.classCategoryId),
    // the 409 check before deleting a school
    index('classes_school_idx').on(t.schoolId),
  ],
);

/** Who teaches a class: the scope of a teaching assistant. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.teacherId] }),
    // visible classes of a teacher (WHERE teacher_id = ?)
    index('class_teachers_teacher_idx').on(t.teacherId),
  ],
);

/** Enrolments; the id is the student's code in a class (class_user_id). */
export const classStudents = pgTable(
  'class_students',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    // one enrolment per student and class; also the roster of a class (WHERE class_id = ?)
    uniqueIndex('class_students_class_student_unique').on(t.classId, t.studentId),
    // the classes of a student
    index('class_students_student_idx').on(t.studentId),
  ],
);

/** The teachers a supervisor (role 4) manages; the supervisor sees their classes. */
export const supervisorTeachers = pgTable(
  'supervisor_teachers',
  {
    supervisorId: integer('supervisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.supervisorId, t.teacherId] }),
    // the supervisors of a teacher
    index('supervisor_teachers_teacher_idx').on(t.teacherId),
  ],
);
