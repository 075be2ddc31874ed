import { z } from 'zod';
import { idField, listQuerySchema, optionalIdField, searchField, textField } from './common';
import { limitQuerySchema } from './educational-parts';

/** Question types of the bank: one correct option out of several, or a free text answer. */
export const QUESTION_TYPES = ['single_choice', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const MIN_POINTS = 0;
export const MAX_POINTS = 100;
export const MIN_COMPLEXITY = 1;
export const MAX_COMPLEXITY = 10;
/** A single_choice question has at least this many options. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

/** An option of a single_choice question; `order` counts from 1. */
export const mcqOptionSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  text: z.string(),
  is_correct: z.boolean(),
});
export type McqOption = z.infer<typeof mcqOptionSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: z.number(),
  complexity: z.number().int(),
  /** The course its parts belong to (null only for an archived question whose course was deleted). */
  class_category_id: z.number().int().nullable(),
  /** Raised by each edit of a question that exams or quizzes already used; past answers keep their version. */
  version: z.number().int(),
  educationalParts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  mcqOptions: z.array(mcqOptionSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const questionOptionBodySchema = z.object({
  order: z.coerce.number().int().min(1).optional(),
  text: textField('Option text is required').trim().min(1, 'Option text is required').max(2000),
  is_correct: z.boolean().default(false),
});
export type QuestionOptionBody = z.input<typeof questionOptionBodySchema>;

/** Complexity 1-10; a query parameter arrives as text (coerced), a body field must be a JSON number. */
const complexityOf = (number: z.ZodNumber) =>
  number
    .int('Complexity must be a whole number from 1 to 10')
    .min(MIN_COMPLEXITY, 'Complexity must be a whole number from 1 to 10')
    .max(MAX_COMPLEXITY, 'Complexity must be a whole number from 1 to 10');
const complexityField = complexityOf(z.coerce.number({ error: 'Complexity is required' }));

/** The fields of POST and PUT admin/questions, before the rules that tie them together. */
export const questionFieldsSchema = z.object({
  id: optionalIdField(),
  text: textField('Text is required').trim().min(1, 'Text is required').max(5000),
  type: z.enum(QUESTION_TYPES, { error: 'Type is required' }),
  // JSON numbers only: a null or '' must not pass as 0 points.
  points: z
    .number({ error: 'Points is required' })
    .min(MIN_POINTS, 'Points must be between 0 and 100')
    .max(MAX_POINTS, 'Points must be between 0 and 100'),
  complexity: complexityOf(z.number({ error: 'Complexity is required' })),
  educational_part_ids: z
    .array(idField(), { error: 'At least one educational part is required' })
    .min(1, 'At least one educational part is required')
    .max(20),
  /** single_choice only; orders are renumbered from 1 in the order given. */
  options: z.array(questionOptionBodySchema).max(MAX_OPTIONS).default([]),
});

/** Body of POST and PUT admin/questions, with the rules on options. */
export const questionBodySchema = questionFieldsSchema.superRefine((body, ctx) => {
  if (body.type === 'text' && body.options.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only single choice questions have options' });
  }
  if (body.type !== 'single_choice') return;
  if (body.options.length < MIN_OPTIONS) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'At least 2 options are required' });
  } else if (body.options.filter((option) => option.is_correct).length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'Exactly one option must be marked correct' });
  }
});
export type QuestionBody = z.input<typeof questionBodySchema>;
export type QuestionInput = z.output<typeof questionBodySchema>;

/** GET admin/questions: search on text and the filters of the screen, all kept in the URL. */
export const questionListQuerySchema = listQuerySchema.extend({
  ...limitQuerySchema.shape,
  educational_part_id: idField().optional(),
  type: z.enum(QUESTION_TYPES, { error: 'The type must be single_choice or text' }).optional(),
  complexity: complexityField.optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

/** GET admin/questions/draw-preview: can N questions of a part (at a complexity) be drawn? */
export const drawPreviewQuerySchema = z.object({
  educational_part_id: idField('Educational part is required'),
  complexity: complexityField.optional(),
  quantity: z.coerce
    .number()
    .int('Quantity must be a whole number from 1 to 100')
    .min(1, 'Quantity must be a whole number from 1 to 100')
    .max(100, 'Quantity must be a whole number from 1 to 100')
    .default(1),
});
export type DrawPreviewQuery = z.infer<typeof drawPreviewQuerySchema>;

export const drawPreviewSchema = z.object({
  educational_part_id: z.number().int(),
  complexity: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Active questions of the part (at the complexity) a draw can take. */
  available: z.number().int(),
  isPossible: z.boolean(),
  /** Active questions of the part at each complexity that has any, lowest first: what an editor can choose from. */
  byComplexity: z.array(z.object({ complexity: z.number().int(), available: z.number().int() })),
});
export type DrawPreview = z.infer<typeof drawPreviewSchema>;

/** data of DELETE admin/questions/{id}: a question exams or quizzes used is archived, not deleted. */
export const questionDeletionSchema = z.object({ archived: z.boolean() });
export type QuestionDeletion = z.infer<typeof questionDeletionSchema>;

/** GET admin/select-options/questions: active questions, optionally of one part, text containing q. */
export const questionOptionsQuerySchema = z.object({
  q: searchField,
  educational_part_id: idField().optional(),
});

/** What can hold a question: its answers are kept against the version it used. */
export const QUESTION_USERS = ['exam', 'quiz', 'homework'] as const;

/** Body of POST admin/questions/{id}/uses: an exam, quiz or homework used the question (drawn for student_id, if given). */
export const questionUseBodySchema = z.object({
  used_by: z.enum(QUESTION_USERS, { error: 'Used by must be exam, quiz or homework' }),
  used_by_id: idField('Used by id is required'),
  student_id: idField().nullish(),
});
export type QuestionUseBody = z.infer<typeof questionUseBodySchema>;
