import { z } from 'zod';
import { MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE, idField, optionalIdField, pageField, searchField, textField } from './common';
import { dateField } from './dates';

/** Weekdays as the product counts them: the week starts on Saturday. */
export const WEEKDAYS = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const CLASS_TYPES = ['school', 'center'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
/** Most students a class roster page answers (the workstation needs whole classes). */
export const ROSTER_PAGE_SIZE = 500;

export const classSessionSchema = z.object({
  weekday: z.enum(WEEKDAYS, { error: 'The weekday must be one of Saturday to Friday' }),
  startTime: z
    .string({ error: 'The start time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The start time must be in HH:mm form'),
});
export type ClassSession = z.infer<typeof classSessionSchema>;

export const classTeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
});

/** A class as the list answers it: its students counted, not listed (a class of hundreds would swell every page). */
export const classSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CLASS_TYPES),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  sessions: z.array(classSessionSchema),
  sessionsCount: z.number().int(),
  teachers: z.array(classTeacherSchema),
  studentsCount: z.number().int(),
  isRanked: z.boolean(),
  automaticReporting: z.boolean(),
});
export type ClassRow = z.infer<typeof classSchema>;

/** A class as GET admin/classes/{id}, POST and PUT answer it, with `students`, the enrolled students' user ids. */
export const classDetailSchema = classSchema.extend({ students: z.array(z.number().int()) });
export type ClassDetail = z.infer<typeof classDetailSchema>;

const userIds = z.array(idField()).max(MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE).default([]);

/** Fields of POST and PUT admin/classes, without the cross-field rules (forms pick from it). */
export const classFieldsSchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190),
  type: z.enum(CLASS_TYPES, { error: 'The type must be school or center' }),
  categoryId: idField().nullish(),
  schoolId: idField().nullish(),
  startDate: dateField('The start date is required'),
  endDate: dateField('The end date is required'),
  sessions: z.array(classSessionSchema).max(14).default([]),
  /** User ids of students. */
  students: userIds,
  /** User ids of teachers; only an admin's list is used. */
  teachers: userIds,
  isRanked: z.boolean().optional(),
});

const anyDate = dateField();
export const classBodySchema = classFieldsSchema.superRefine((body, ctx) => {
  const areDates = anyDate.safeParse(body.startDate).success && anyDate.safeParse(body.endDate).success;
  if (areDates && body.endDate < body.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be on or after the start date' });
  }
  if (body.type === 'school' && !body.schoolId) {
    ctx.addIssue({ code: 'custom', path: ['schoolId'], message: 'The school is required for a school class' });
  }
});
export type ClassBody = z.infer<typeof classBodySchema>;

/** A student of a class roster; `id` and `userId` are both the student's user id. */
export const classStudentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  birthDate: z.string().nullable(),
  /** The enrolment id, used as the student's code in attendance. */
  class_user_id: z.number().int(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

/** Query of a roster (class or center students): `query` or `q` searches names, e-mails and codes. */
export const rosterQuerySchema = z.object({
  query: searchField,
  q: searchField,
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(ROSTER_PAGE_SIZE).default(ROSTER_PAGE_SIZE),
});
export type RosterQuery = z.infer<typeof rosterQuerySchema>;

/** A student of admin/centers/{id}/students. */
export const centerStudentSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type CenterStudent = z.infer<typeof centerStudentSchema>;

export const classToggleSchema = z.object({
  id: z.number().int(),
  isRanked: z.boolean(),
  automaticReporting: z.boolean(),
});
