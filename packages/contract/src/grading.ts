import { z } from 'zod';
import { gradingClaimSchema, studentAssessmentSchema } from './assessments';

/** The three kinds of item graded on a PDF. */
export const GRADING_KINDS = ['homework', 'quiz', 'exam'] as const;
export type GradingKind = (typeof GRADING_KINDS)[number];

/** How the spec names each kind on the wire: the path segment under a class and the item's id field (query parameter of the editor). */
export const GRADING_ROUTES = {
  homework: { segment: 'homework', idField: 'homeworkId' },
  quiz: { segment: 'quizzes', idField: 'quizId' },
  exam: { segment: 'exams', idField: 'examId' },
} as const satisfies Record<GradingKind, { segment: string; idField: string }>;

/** How long opening a submission claims it for its grader; the viewer renews it while open. */
export const GRADING_CLAIM_MINUTES = 5;

const gradedItemSchema = z.object({ id: z.number().int(), name: z.string(), maxScore: z.number() });
export type GradedItem = z.infer<typeof gradedItemSchema>;

/**
 * A student's submission of one item as the grading viewer opens it (spec: score, updatedFile,
 * studentName, homework, quiz or exam with name and maxScore). `file` is the student's original,
 * never overwritten; `updatedFile` the latest graded version; both are authorised download URLs.
 * `version` goes back with the save: a save against an older version is refused with 409.
 * `claim` is set when another grader holds the submission.
 */
export const gradingSubmissionSchema = z.object({
  studentName: z.string(),
  score: z.number().nullable(),
  file: z.string().nullable(),
  updatedFile: z.string().nullable(),
  version: z.number().int(),
  claim: gradingClaimSchema.nullable(),
  homework: gradedItemSchema.optional(),
  quiz: gradedItemSchema.optional(),
  exam: gradedItemSchema.optional(),
});
export type GradingSubmission = z.infer<typeof gradingSubmissionSchema>;

/**
 * An answered question as the correction page shows it (spec: id, question_id, question {text, type},
 * text_answer, selected_options, score), with the question's points (the New Score's ceiling) and the
 * correction already stored.
 */
export const answeredQuestionSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  question: z.object({ text: z.string(), type: z.string(), points: z.number() }),
  text_answer: z.string().nullable(),
  selected_options: z.array(z.object({ id: z.number().int(), text: z.string() })),
  score: z.number().nullable(),
  corrected_score: z.number().nullable(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

/** data of GET …/exams|quizzes/{itemId}/students/{studentId}: the workstation's view plus the spec's fields. */
export const correctionViewSchema = studentAssessmentSchema.extend({
  name: z.string(),
  studentName: z.string(),
  answeredQuestions: z.array(answeredQuestionSchema),
});
export type CorrectionView = z.infer<typeof correctionViewSchema>;
