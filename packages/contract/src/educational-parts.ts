import { z } from 'zod';
import { idField, listQuerySchema, MAX_PAGE_SIZE, optionalIdField, textField } from './common';

/** An educational part (a chapter of a course) that questions are filed under and drawn from. */
export const educationalPartSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  class_category_id: z.number().int(),
  class_category: z.object({ id: z.number().int(), name: z.string() }),
  /** Questions of the bank filed under this part (archived questions are not counted). */
  questionsCount: z.number().int(),
});
export type EducationalPart = z.infer<typeof educationalPartSchema>;

/** Body of POST and PUT admin/educational-parts; PUT may repeat the id. */
export const educationalPartBodySchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190, 'Name may not be longer than 190 characters'),
  class_category_id: idField('Class category is required'),
});
export type EducationalPartBody = z.infer<typeof educationalPartBodySchema>;

/** `limit`, as the spec names it, is accepted beside `per_page` (it wins when both are sent). */
export const limitQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional() });

/** GET admin/educational-parts: search on name, optionally the parts of one course. */
export const educationalPartListQuerySchema = listQuerySchema.extend({
  ...limitQuerySchema.shape,
  class_category_id: idField().optional(),
});
export type EducationalPartListQuery = z.infer<typeof educationalPartListQuerySchema>;

/** GET admin/select-options/educational-parts: every part, or those of one course. */
export const educationalPartOptionsQuerySchema = z.object({
  class_category_id: idField().optional(),
});
