import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, idField, optionalIdField, pageField, textField } from './common';
import { dateField } from './dates';

/** Grade scales of a course: nine numeric grades or 21 letter grades. */
export const GRADE_TYPES = ['1-9', 'a-u'] as const;
export type GradeType = (typeof GRADE_TYPES)[number];

/** Highest mark a paper or one of its grade boundaries may carry. */
export const MAX_GRADE = 100_000;

/** One grade boundary of a paper, e.g. {key: 'A', grade: 85}. */
export const paperGradeSchema = z.object({
  key: textField('Grade key is required').trim().min(1, 'Grade key is required').max(20),
  grade: z
    .number({ error: 'Grade must be a number' })
    .min(0, 'Grade must be a number')
    .max(MAX_GRADE, 'Grade may not be greater than 100000'),
});
export type PaperGrade = z.infer<typeof paperGradeSchema>;

export const paperSchema = z.object({
  id: z.number().int(),
  classCategoryId: z.number().int(),
  name: z.string(),
  maxGrade: z.number(),
  averageDate: z.string(),
  /** Seconds (the web form converts hours, minutes and seconds). */
  duration: z.number().int(),
  grades: z.array(paperGradeSchema),
});
export type Paper = z.infer<typeof paperSchema>;

/** Body of POST admin/class-categories/{categoryId}/papers and PUT .../papers/{id}. */
export const paperBodySchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190),
  maxGrade: z.coerce.number({ error: 'Max grade is required' }).positive('Max grade is required').max(MAX_GRADE),
  averageDate: dateField('Average date is required'),
  duration: z
    .number({ error: 'Duration is required' })
    .int('Duration must be whole seconds')
    .positive('Duration must be positive')
    .max(7 * 24 * 3600),
  grades: z.array(paperGradeSchema).max(30).default([]),
});
export type PaperBody = z.infer<typeof paperBodySchema>;

/** A course (class category) with its papers. */
export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  gradeType: z.enum(GRADE_TYPES),
  papers: z.array(paperSchema),
});
export type Course = z.infer<typeof courseSchema>;

/** Body of POST and PUT admin/class-categories. */
export const courseBodySchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190),
  code: textField('Code is required').trim().min(1, 'Code is required').max(50),
  gradeType: z.enum(GRADE_TYPES, { error: 'Grade type must be 1-9 or a-u' }).default('1-9'),
});
export type CourseBody = z.infer<typeof courseBodySchema>;

export const paperParamsSchema = z.object({
  id: idField(),
  paperId: idField(),
});

/** A course calendar event; field names as the spec writes them. */
export const courseEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_at: z.string(),
  description: z.string(),
  class_category_id: z.number().int(),
});
export type CourseEvent = z.infer<typeof courseEventSchema>;

/** Body of POST and PUT admin/class-categories/events. */
export const courseEventBodySchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190),
  start_at: dateField('Start Date is required'),
  description: textField('Description is required').trim().min(1, 'Description is required').max(5000),
  class_category_id: idField('Course is required'),
});
export type CourseEventBody = z.infer<typeof courseEventBodySchema>;

/** GET admin/class-categories/events: one course's events, optionally within [from, to]. */
export const courseEventQuerySchema = z.object({
  class_category_id: idField('Course is required'),
  from: dateField().optional(),
  to: dateField().optional(),
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type CourseEventQuery = z.infer<typeof courseEventQuerySchema>;
