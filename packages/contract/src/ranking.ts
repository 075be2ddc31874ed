import { z } from 'zod';
import { listQuerySchema } from './common';

/** Query of GET admin/classes/{id}/students-rank: a list query plus `limit` (top N, e.g. the dashboard's 5). */
export const studentsRankQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type StudentsRankQuery = z.infer<typeof studentsRankQuerySchema>;

/** One student of a class ranking; `score` is a percent with 2 decimals, `rank` 1-based (ties share a rank). */
export const studentRankSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  rank: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  schoolName: z.string().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
  score: z.number(),
});
export type StudentRank = z.infer<typeof studentRankSchema>;

/** Where a score comes from; later modules (homework, quizzes, exams) write rows of their type. */
export const SCORE_SOURCES = ['homework', 'quiz', 'exam'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];
