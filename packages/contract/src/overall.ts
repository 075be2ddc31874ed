import { z } from 'zod';
import { idField, listQuerySchema, paginationSchema } from './common';

/** Params of admin/classes/{id}/students-overall[/{studentId}] (`:id` is the class, as every class-scoped path). */
export const overallStudentParamsSchema = z.object({ id: idField(), studentId: idField() });
export const overallClassParamsSchema = z.object({ id: idField() });
export const overallQuerySchema = listQuerySchema;

/** One student row of the overall table; the scores are in meta, by student id. */
export const overallStudentSchema = z.object({ id: z.number().int(), userId: z.number().int(), name: z.string() });
export type OverallStudent = z.infer<typeof overallStudentSchema>;

/** One graded item of the class (a column of the table). */
export const overallItemSchema = z.object({ id: z.number().int(), name: z.string(), max_score: z.number() });
export type OverallItem = z.infer<typeof overallItemSchema>;

const itemsById = z.record(z.string(), overallItemSchema);
const scoreOf = (idKey: 'homework_id' | 'quiz_id' | 'exam_id') =>
  z.record(z.string(), z.array(z.object({ score: z.number(), [idKey]: z.number().int() })));

/**
 * meta of GET admin/classes/{classId}/students-overall, as the spec names it: every item of the class
 * by id (name, max_score), and the scores of the page's students by student id (score and the item id).
 */
export const overallMetaSchema = z.object({
  pagination: paginationSchema,
  totalAllHomework: itemsById,
  totalAllExams: itemsById,
  totalAllQuizzes: itemsById,
  totalStudentHomework: scoreOf('homework_id'),
  totalStudentQuizzes: scoreOf('quiz_id'),
  totalStudentExams: scoreOf('exam_id'),
});
export type OverallMeta = z.infer<typeof overallMetaSchema>;

export const overallListResponse = z.object({
  message: z.string(),
  data: z.array(overallStudentSchema),
  meta: overallMetaSchema,
});
export type OverallListResponse = z.infer<typeof overallListResponse>;

/** One item of the student dialog: its name and the student's score out of max (null when none). */
export const overallScoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  score: z.number().nullable(),
  max_score: z.number(),
});
export type OverallScore = z.infer<typeof overallScoreSchema>;

/** GET …/students-overall/{studentId}: the dialog's tabs HOMEWORK, QUIZZES, EXAMS. */
export const overallStudentDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  homework: z.array(overallScoreSchema),
  quizzes: z.array(overallScoreSchema),
  exams: z.array(overallScoreSchema),
});
export type OverallStudentDetail = z.infer<typeof overallStudentDetailSchema>;

/** Below this share of the max a score shows orange in the dialog, else green. */
export const OVERALL_LOW_SHARE = 0.5;
