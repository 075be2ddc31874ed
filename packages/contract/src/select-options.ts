import { z } from 'zod';
import { idField, textField } from './common';

/** One entry of a select: the record id and its label (same shape as users' selectOptionSchema). */
export const valueNameSchema = z.object({ value: z.number().int(), name: z.string() });
export type ValueName = z.infer<typeof valueNameSchema>;

/** Query flags arrive as '1'/'0' or 'true'/'false'. */
const queryFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

export const classOptionsQuerySchema = z.object({
  /** Only the classes of this course. */
  categoryId: idField().optional(),
});

/** data of admin/select-options/class-categories-with-classes; `classes` is keyed by course id. */
export const categoriesWithClassesSchema = z.object({
  categories: z.array(valueNameSchema),
  classes: z.record(z.string(), z.array(valueNameSchema)),
});
export type CategoriesWithClasses = z.infer<typeof categoriesWithClassesSchema>;

export const homeClassOptionsQuerySchema = z.object({ groupByType: queryFlag, groupBySchool: queryFlag });
export type HomeClassOptionsQuery = z.infer<typeof homeClassOptionsQuerySchema>;

/** A school with its school-type classes. */
export const schoolClassesOptionSchema = valueNameSchema.extend({ classes: z.array(valueNameSchema) });

/**
 * data of home/select-options/classes:
 * no flag → [{value,name}]; groupByType → {school: [...], center: [...]};
 * groupBySchool → [{value: schoolId, name, classes}]; both → {school: [{value, name, classes}], center: [...]}.
 */
// The grouped shapes come first: a serializer takes the first member that fits and drops unknown keys.
export const homeClassOptionsSchema = z.union([
  z.array(schoolClassesOptionSchema),
  z.array(valueNameSchema),
  z.object({ school: z.array(schoolClassesOptionSchema), center: z.array(valueNameSchema) }),
  z.object({ school: z.array(valueNameSchema), center: z.array(valueNameSchema) }),
]);

/** Fewest characters a student search needs: the directory answers a typed name, it cannot be browsed. */
export const STUDENT_SEARCH_MIN_LENGTH = 3;
/** Most students one search answers. */
export const STUDENT_SEARCH_MAX_MATCHES = 10;

/** Query of admin/select-options/students: a name (an admin: or e-mail) containing q, or an exact e-mail. */
export const studentOptionsQuerySchema = z.object({
  q: textField('Type at least 3 characters to search')
    .trim()
    .min(STUDENT_SEARCH_MIN_LENGTH, 'Type at least 3 characters to search')
    .max(200),
});

/**
 * A student to pick for a class: user id, name and e-mail (names repeat, e-mails do not). Staff other than
 * admins get the e-mail only of students of their classes or of the e-mail they typed; null otherwise.
 */
export const studentOptionSchema = valueNameSchema.extend({ email: z.string().nullable() });
export type StudentOption = z.infer<typeof studentOptionSchema>;
