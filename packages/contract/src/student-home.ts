import { z } from 'zod';
import { CLASS_TYPES, classSessionSchema } from './classes';
import { idField } from './common';

/** A class the signed-in student is enrolled in (GET home/classes). */
export const studentClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CLASS_TYPES),
  categoryName: z.string().nullable(),
  schoolName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  sessions: z.array(classSessionSchema),
  /** Names of the class's teaching assistants. */
  teachers: z.array(z.string()),
  /** The student's code in this class (staff type it on the attendance tab). */
  class_user_id: z.number().int(),
});
export type StudentClass = z.infer<typeof studentClassSchema>;

/** Path of every home/classes/{classId}/… route. */
export const studentClassParamSchema = z.object({ classId: idField() });
