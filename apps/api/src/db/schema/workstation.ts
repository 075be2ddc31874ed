import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AssessmentKind,
  ClassworkStatus,
  GradingRange,
  GradingType,
  QuestionEntryType,
  ResultStatus,
} from '@backoffice/contract';
import { timestamps, touchedNow } from './columns';
import { classes } from './classes';
import { educationalParts, questionOptions, questions } from './questions';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A due date as the form sends it (date and time, no zone): 'YYYY-MM-DD HH:mm:ss'. */
const dueDate = (name: string) => timestamp(name, { mode: 'string' });

/**
 * Every stored file of the workstation (classwork sheets, submitted and corrected files), one row per
 * version: a new upload is a new row, so a student's original is never overwritten. Served only through
 * GET admin/classes/{class_id}/files/{id} to staff of the class (and later the student's own routes).
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The file store's generated name. */
    storedName: varchar('stored_name', { length: 64 }).notNull(),
    /** The uploader's file name, for display and downloads only. */
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** classwork_pdf | submitted | updated */
    purpose: varchar('purpose', { length: 20 }).$type<'classwork_pdf' | 'submitted' | 'updated'>().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_versions_stored_name_unique').on(t.storedName), index('file_versions_class_idx').on(t.classId)],
);

export const attendances = pgTable(
  'attendances',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 190 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: dueDate('due_date'),
    maxScore: doublePrecision('max_score'),
    /** When the session started: the first QR code shown for it. A scan past it plus the grace period is late. */
    startedAt: at('started_at'),
    ...timestamps,
  },
  // the tab of a class, newest first (WHERE class_id = ? ORDER BY date DESC, id DESC)
  (t) => [index('attendances_class_date_idx').on(t.classId, t.date, t.id)],
);

/** One row per student marked for an item (0 absent, 1 present, 2 late); no row reads as unknown (-1). */
export const attendanceStatuses = pgTable(
  'attendance_statuses',
  {
    attendanceId: integer('attendance_id')
      .notNull()
      .references(() => attendances.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow().$onUpdate(touchedNow),
  },
  (t) => [
    primaryKey({ columns: [t.attendanceId, t.studentId] }),
    index('attendance_statuses_student_idx').on(t.studentId),
    check('attendance_statuses_status_valid', sql`${t.status} IN (-1, 0, 1, 2)`),
  ],
);

/** The short-lived QR tokens of an item (stored as SHA-256); a scan within expires_at marks the student present. */
export const attendanceQrTokens = pgTable(
  'attendance_qr_tokens',
  {
    id: serial('id').primaryKey(),
    attendanceId: integer('attendance_id')
      .notNull()
      .references(() => attendances.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_qr_tokens_hash_unique').on(t.tokenHash),
    // expired tokens are purged per item when a new one is made
    index('attendance_qr_tokens_attendance_idx').on(t.attendanceId, t.expiresAt),
  ],
);

/** Homework, quizzes and exams: one table, told apart by kind. */
export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<AssessmentKind>().notNull(),
    name: varchar('name', { length: 190 }).notNull(),
    date: date('date', { mode: 'string' }),
    dueDate: dueDate('due_date').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    gradingType: varchar('grading_type', { length: 3 }).$type<GradingType>(),
    /** The ranges of the grade scale, read and written whole with the item. */
    grading: jsonb('grading').$type<GradingRange[]>().notNull().default([]),
    durationMinutes: integer('duration_minutes'),
    ...timestamps,
  },
  (t) => [
    // a tab of a class, newest due first (WHERE class_id = ? AND kind = ? ORDER BY due_date DESC, id DESC)
    index('assessments_class_kind_due_idx').on(t.classId, t.kind, t.dueDate, t.id),
    check('assessments_kind_valid', sql`${t.kind} IN ('homework', 'quiz', 'exam')`),
    check('assessments_max_positive', sql`${t.maxScore} > 0`),
  ],
);

/** The questions of an exam or quiz: a bank question (static) or a draw from a part (dynamic). */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    order: smallint('order').notNull(),
    type: varchar('type', { length: 10 }).$type<QuestionEntryType>().notNull(),
    // a used question is archived, never deleted (question_uses)
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'restrict' }),
    educationalPartId: integer('educational_part_id').references(() => educationalParts.id, { onDelete: 'restrict' }),
    quantity: smallint('quantity'),
    complexity: smallint('complexity'),
  },
  (t) => [index('assessment_questions_assessment_idx').on(t.assessmentId, t.order)],
);

/** A student's result of an assessment; `version` is raised by every write (409 for a stale grader). */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<ResultStatus>().notNull().default('assigned'),
    score: doublePrecision('score'),
    submittedFileId: integer('submitted_file_id').references(() => fileVersions.id, { onDelete: 'set null' }),
    updatedFileId: integer('updated_file_id').references(() => fileVersions.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at'),
    version: integer('version').notNull().default(1),
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assessment_results_item_student_unique').on(t.assessmentId, t.studentId),
    index('assessment_results_student_idx').on(t.studentId),
    check('assessment_results_score_positive', sql`${t.score} IS NULL OR ${t.score} >= 0`),
  ],
);

/** A student's answer to one question of an exam or quiz, against the question version they saw. */
export const studentAnswers = pgTable(
  'student_answers',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    questionVersion: integer('question_version').notNull(),
    order: smallint('order').notNull().default(1),
    selectedOptionId: integer('selected_option_id').references(() => questionOptions.id, { onDelete: 'set null' }),
    textAnswer: text('text_answer'),
    score: doublePrecision('score'),
    correctedScore: doublePrecision('corrected_score'),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_answers_result_question_unique').on(t.resultId, t.questionId)],
);

export const classworks = pgTable(
  'classworks',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 190 }).notNull(),
    dueDate: dueDate('due_date').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    gradingType: varchar('grading_type', { length: 3 }).$type<GradingType>(),
    grading: jsonb('grading').$type<GradingRange[]>().notNull().default([]),
    pdfFileId: integer('pdf_file_id').references(() => fileVersions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('classworks_class_due_idx').on(t.classId, t.dueDate, t.id),
    check('classworks_max_positive', sql`${t.maxScore} > 0`),
  ],
);

export const classworkResults = pgTable(
  'classwork_results',
  {
    id: serial('id').primaryKey(),
    classworkId: integer('classwork_id')
      .notNull()
      .references(() => classworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 40 }).$type<ClassworkStatus>().notNull().default('not_attended'),
    submittedFileId: integer('submitted_file_id').references(() => fileVersions.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('classwork_results_item_student_unique').on(t.classworkId, t.studentId),
    index('classwork_results_student_idx').on(t.studentId),
    check(
      'classwork_results_status_valid',
      sql`${t.status} IN ('not_attended', 'attended_with_wrong_classwork', 'attended_with_correct_classwork')`,
    ),
  ],
);
