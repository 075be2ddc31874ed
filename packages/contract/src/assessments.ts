import { z } from 'zod';
import { idField, optionalIdField, textField } from './common';
import { dateField, dateTimeField } from './dates';
import { MAX_COMPLEXITY, MIN_COMPLEXITY } from './questions';
import {
  batchField,
  GRADING_TYPES,
  gradingFields,
  gradingRangeAnswerSchema,
  maxScoreField,
  refineGrading,
  workstationFileSchema,
  workstationStudentSchema,
} from './workstation';

/**
 * Homework, quizzes and exams of a class: one shape, three paths (admin/classes/{id}/homework|quizzes|exams).
 * Scores saved here are the ranking's scores (student_scores) at once.
 */
export const ASSESSMENT_KINDS = ['homework', 'quiz', 'exam'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];
/** The path segment of each kind, and the list key of its batch save (changeStudentXStatus {key: [...]}). */
export const ASSESSMENT_PATHS = { homework: 'homework', quiz: 'quizzes', exam: 'exams' } as const satisfies Record<
  AssessmentKind,
  string
>;
export const ASSESSMENT_BATCH_KEYS = { homework: 'homework', quiz: 'quizzes', exam: 'exams' } as const satisfies Record<
  AssessmentKind,
  string
>;

/** Where a student's result stands: nothing handed in, handed in (a file or answers), corrected (a score). */
export const RESULT_STATUSES = ['assigned', 'submitted', 'corrected'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const QUESTION_ENTRY_TYPES = ['static', 'dynamic'] as const;
export type QuestionEntryType = (typeof QUESTION_ENTRY_TYPES)[number];

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const nullableId = () => z.preprocess(emptyToNull, idField().nullable());

/** A question of an exam or quiz: a bank question (static) or N drawn from a part at a complexity (dynamic). */
export const questionEntryBodySchema = z
  .object({
    id: optionalIdField(),
    type: z.enum(QUESTION_ENTRY_TYPES, { error: 'Question type must be static or dynamic' }),
    order: z.coerce.number().int().min(1).max(1000).default(1),
    question_id: nullableId(),
    quantity: z.preprocess(
      emptyToNull,
      z.coerce
        .number()
        .int('Quantity must be a whole number from 1 to 100')
        .min(1, 'Quantity must be a whole number from 1 to 100')
        .max(100, 'Quantity must be a whole number from 1 to 100')
        .nullable(),
    ),
    educational_part_id: nullableId(),
    complexity: z.preprocess(
      emptyToNull,
      z.coerce
        .number()
        .int('Complexity must be a whole number from 1 to 10')
        .min(MIN_COMPLEXITY, 'Complexity must be a whole number from 1 to 10')
        .max(MAX_COMPLEXITY, 'Complexity must be a whole number from 1 to 10')
        .nullable(),
    ),
  })
  .superRefine((entry, ctx) => {
    if (entry.type === 'static' && !entry.question_id) {
      ctx.addIssue({ code: 'custom', path: ['question_id'], message: 'Question is required' });
    }
    if (entry.type === 'dynamic') {
      if (!entry.educational_part_id) {
        ctx.addIssue({ code: 'custom', path: ['educational_part_id'], message: 'Educational part is required' });
      }
      if (!entry.quantity)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity must be a whole number from 1 to 100' });
    }
  });
export type QuestionEntryBody = z.input<typeof questionEntryBodySchema>;

/** Body of POST and PUT …/homework|quizzes|exams. */
export const assessmentBodySchema = z
  .object({
    id: optionalIdField(),
    name: textField('Name is required').trim().min(1, 'Name is required').max(190),
    date: z.preprocess((value) => (value === '' || value === null ? undefined : value), dateField().optional()),
    dueDate: dateTimeField('Due date is required'),
    maxScore: maxScoreField(),
    ...gradingFields,
    /** Exams and quizzes; sent only when the first has a question id or an educational part. */
    questions: z.array(questionEntryBodySchema).max(200).default([]),
    duration_minutes: z.preprocess(
      emptyToNull,
      z.coerce.number().int('Duration must be a whole number of minutes').min(1).max(1440).nullable().default(null),
    ),
  })
  .superRefine(refineGrading);
export type AssessmentBody = z.input<typeof assessmentBodySchema>;
export type AssessmentInput = z.output<typeof assessmentBodySchema>;

export const questionEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_ENTRY_TYPES),
  order: z.number().int(),
  question_id: z.number().int().nullable(),
  /** The bank question's text (static). */
  question_text: z.string().nullable(),
  quantity: z.number().int().nullable(),
  educational_part_id: z.number().int().nullable(),
  educational_part_name: z.string().nullable(),
  complexity: z.number().int().nullable(),
});
export type QuestionEntry = z.infer<typeof questionEntrySchema>;

/** Another grader holding a submission in the grading viewer (a live claim): "being graded by X". */
export const gradingClaimSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  expiresAt: z.string(),
});
export type GradingClaim = z.infer<typeof gradingClaimSchema>;

export const assessmentStudentSchema = z.object({
  status: z.enum(RESULT_STATUSES),
  score: z.number().nullable(),
  /** What the student handed in (never overwritten). */
  file: workstationFileSchema.nullable(),
  /** The corrected file staff uploaded. */
  updatedFile: workstationFileSchema.nullable(),
  submitted_at: z.string().nullable(),
  has_answers: z.boolean(),
  /** Raised by every write; a grader sends it back to get a 409 on a stale page. */
  version: z.number().int(),
  /** The staff member whose grading viewer holds the submission now (live claim), or null. */
  claim: gradingClaimSchema.nullable(),
});
export type AssessmentStudent = z.infer<typeof assessmentStudentSchema>;

export const assessmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  name: z.string(),
  date: z.string().nullable(),
  dueDate: z.string(),
  maxScore: z.number(),
  gradingType: z.enum(GRADING_TYPES).nullable(),
  grading: z.array(gradingRangeAnswerSchema),
  duration_minutes: z.number().int().nullable(),
  questions: z.array(questionEntrySchema),
  /** Student id → result; a student without one is assigned, without a score. */
  students: z.record(z.string(), assessmentStudentSchema),
  studentsWithClassUserId: z.array(workstationStudentSchema),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** Path of a student's answers: …/exams/{itemId}/students/{studentId}. */
export const assessmentStudentParamsSchema = z.object({ id: idField(), itemId: idField(), studentId: idField() });

export const studentAnswerSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  question_version: z.number().int(),
  /** The question as it read when answered. */
  text: z.string(),
  type: z.string(),
  points: z.number(),
  options: z.array(
    z.object({ id: z.number().int().nullable(), order: z.number().int(), text: z.string(), is_correct: z.boolean() }),
  ),
  selected_option_id: z.number().int().nullable(),
  text_answer: z.string().nullable(),
  score: z.number().nullable(),
  corrected_score: z.number().nullable(),
});
export type StudentAnswer = z.infer<typeof studentAnswerSchema>;

/** data of GET …/exams/{examId}/students/{studentId} (and the quiz and homework twins). */
export const studentAssessmentSchema = z.object({
  assessment: assessmentSchema.omit({ students: true, studentsWithClassUserId: true }),
  student: workstationStudentSchema,
  result: assessmentStudentSchema.extend({ claimed_by: z.number().int().nullable(), claimed_at: z.string().nullable() }),
  answers: z.array(studentAnswerSchema),
});
export type StudentAssessment = z.infer<typeof studentAssessmentSchema>;

/** A score of a batch: 0 to the item's max score (checked by the server against the item). */
const scoreField = z.coerce.number({ error: 'The score must be a number' }).min(0, 'The score must be 0 or more');

/** [studentId, itemId, score]; a null score clears the cell (its score removed, with its history). */
export const scoreEntrySchema = z.tuple([idField(), idField(), scoreField.nullable()], {
  error: 'Each entry must be [studentId, itemId, score]',
});
/** JSON body of changeStudentHomeworkStatus {homework}, changeStudentQuizStatus {quizzes}, changeStudentExamStatus {exams}. */
export const SCORE_BATCH_BODIES = {
  homework: z.object({ homework: batchField(scoreEntrySchema, 'Scores are required') }),
  quiz: z.object({ quizzes: batchField(scoreEntrySchema, 'Scores are required') }),
  exam: z.object({ exams: batchField(scoreEntrySchema, 'Scores are required') }),
} as const satisfies Record<AssessmentKind, z.ZodObject>;
/** [studentId, itemId, score] as a SAVE's body holds it once validated. */
export type ScoreBatchTuple = z.output<typeof scoreEntrySchema>;

/**
 * The text fields of a graded file's multipart form (…/{itemId}/students/{studentId}/graded-file), beside its
 * `updatedFile` PDF: the score is optional, and so is the file, but not both.
 */
export const gradedFileFieldsSchema = z.object({
  score: z.preprocess((value) => (value === '' ? undefined : value), scoreField.optional()),
  /** The result's version the grader opened (grading viewer): a save against a newer one is a 409. */
  version: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'The version must be a number' }).int('The version must be a number').min(0).optional(),
  ),
});

/** A file part of a multipart form, as OpenAPI shows it (the handler streams it; it is never a text field). */
const fileField = (description: string) => z.string().meta({ format: 'binary', description }).optional();

/**
 * An entry of a SAVE's multipart form beside its item's id field: the score, the graded PDF, or both. A score
 * sent empty is null: with a file, the file alone; without one, the cell cleared (as a null score in JSON).
 */
const scoreFormEntry = gradedFileFieldsSchema.extend({
  score: z.preprocess((value) => (value === '' ? null : value), scoreField.nullable().optional()),
  studentId: idField(),
  updatedFile: fileField('The graded PDF of the student (checked by its bytes: 415; 20 MB: 413).'),
});
/**
 * The specification's multipart twin of each SAVE: `exams[0][studentId]`, `exams[0][examId]`, `exams[0][score]`,
 * `exams[0][updatedFile]` (the homework's `homework[i][homeworkId]`, the quizzes' `quizzes[i][quizId]`).
 */
export const SCORE_BATCH_FORMS = {
  homework: z.object({
    homework: batchField(
      scoreFormEntry.extend({ homeworkId: idField() }).transform(({ homeworkId, ...entry }) => ({ ...entry, itemId: homeworkId })),
      'Scores are required',
    ),
  }),
  quiz: z.object({
    quizzes: batchField(
      scoreFormEntry.extend({ quizId: idField() }).transform(({ quizId, ...entry }) => ({ ...entry, itemId: quizId })),
      'Scores are required',
    ),
  }),
  exam: z.object({
    exams: batchField(
      scoreFormEntry.extend({ examId: idField() }).transform(({ examId, ...entry }) => ({ ...entry, itemId: examId })),
      'Scores are required',
    ),
  }),
} as const satisfies Record<AssessmentKind, z.ZodObject>;
/** An entry of a SAVE's multipart form once read, its item's id (`examId`…) as itemId. */
export type ScoreFormEntry = z.output<typeof SCORE_BATCH_FORMS.exam>['exams'][number];
/** The item's id field of an entry of a SAVE's multipart form (`exams[0][examId]`). */
export const ASSESSMENT_ID_FIELDS = { homework: 'homeworkId', quiz: 'quizId', exam: 'examId' } as const satisfies Record<
  AssessmentKind,
  string
>;
/** Most graded files one multipart SAVE may carry. */
export const MAX_FILES_PER_SCORE_SAVE = 60;

/** Body of …/exams|quizzes/changeStudentQuestionStatus: corrected scores of a student's answers. */
export const answeredQuestionsBodySchema = z.object({
  answeredQuestions: batchField(
    // The spec's correction is {question_id, id, user_id, score}: `score` is read as the corrected score.
    z.preprocess(
      (entry) =>
        entry && typeof entry === 'object' && !('corrected_score' in entry) && 'score' in entry
          ? { ...entry, corrected_score: (entry as { score: unknown }).score }
          : entry,
      z.object({
        id: idField('The selected answer is invalid'),
        corrected_score: z.coerce.number({ error: 'The score must be a number' }).min(0, 'The score must be 0 or more'),
      }),
    ),
    'Answered questions are required',
  ),
  /** Replace a total entered by hand (tab SAVE, PDF grader) with the answers' total; without it such a change is a 409. */
  replace_total: z.boolean().optional(),
});
export type AnsweredQuestionsBody = z.input<typeof answeredQuestionsBodySchema>;

/** An answer as it counts towards its item's total: its score, its correction and its question's points. */
export type CountedAnswer = { score: number | null; corrected_score: number | null; points: number };

/**
 * The total of an item computed from its answers (README "Totals and answers"): the sum of the answers'
 * scores (corrected where corrected), scaled to the max score when the questions' points add up to
 * something else, capped at the max score and rounded to 2 decimals. The student app scores a paper
 * the same way, so a total it gave follows its answers.
 */
export function answersTotal(answers: readonly CountedAnswer[], maxScore: number): number {
  const earned = answers.reduce((sum, answer) => sum + (answer.corrected_score ?? answer.score ?? 0), 0);
  const points = answers.reduce((sum, answer) => sum + answer.points, 0);
  const scaled = points > 0 ? (earned / points) * maxScore : earned;
  return Math.round(Math.min(maxScore, Math.max(0, scaled)) * 100) / 100;
}

/** Two totals that read the same at 2 decimals. */
export const isSameTotal = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * data of the 409 of changeStudentQuestionStatus: each result whose total was entered by hand (tab SAVE,
 * PDF grader) and which the corrections would change, with that total and the answers' total after them.
 */
export const totalConflictSchema = z.object({
  results: z.array(
    z.object({
      student_id: z.number().int(),
      item_id: z.number().int(),
      current_total: z.number(),
      computed_total: z.number(),
    }),
  ),
});
export type TotalConflict = z.infer<typeof totalConflictSchema>;

/** data of every batch save: how many entries were written. */
export const batchResultSchema = z.object({ saved: z.number().int() });
