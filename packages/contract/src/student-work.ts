import { z } from 'zod';
import { ASSESSMENT_KINDS, RESULT_STATUSES } from './assessments';
import { idField, MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE, textField } from './common';
import { CLASSWORK_STATUSES, workstationFileSchema } from './workstation';

/**
 * The signed-in student's work in one class (home/classes/{classId}/…). Open means:
 * - homework and classwork: a file may be sent (and sent again) until the due date;
 * - quiz and exam: from the start of its date (when it has one) until the due date; once started, the
 *   answers are taken until the due date or, with a duration, until started_at + duration, whichever
 *   comes first (a minute of grace for the network).
 */
export const STUDENT_WORK_PATHS = { homework: 'homework', quiz: 'quizzes', exam: 'exams' } as const;

export const DUE_DATE_PASSED_MESSAGE = 'The due date has passed';
export const NOT_OPEN_YET_MESSAGE = 'This item is not open yet';
export const ALREADY_SUBMITTED_MESSAGE = 'Your answers were already submitted';
export const TIME_IS_UP_MESSAGE = 'The time for this paper has ended';

/** A homework, quiz or exam as its student sees it. */
export const studentAssessmentItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  name: z.string(),
  date: z.string().nullable(),
  dueDate: z.string(),
  maxScore: z.number(),
  duration_minutes: z.number().int().nullable(),
  status: z.enum(RESULT_STATUSES),
  /** Once there is one: null while nothing is scored (text answers wait for a person). */
  score: z.number().nullable(),
  /** The grade of the score on the item's scale, when it has one. */
  grade: z.string().nullable(),
  file: workstationFileSchema.nullable(),
  updatedFile: workstationFileSchema.nullable(),
  submitted_at: z.string().nullable(),
  /** Quiz and exam: when this student's paper was drawn. */
  started_at: z.string().nullable(),
  is_open: z.boolean(),
});
export type StudentAssessmentItem = z.infer<typeof studentAssessmentItemSchema>;

export const studentClassworkItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dueDate: z.string(),
  maxScore: z.number(),
  /** The classwork sheet. */
  pdf: workstationFileSchema.nullable(),
  status: z.enum(CLASSWORK_STATUSES),
  file: workstationFileSchema.nullable(),
  submitted_at: z.string().nullable(),
  is_open: z.boolean(),
});
export type StudentClassworkItem = z.infer<typeof studentClassworkItemSchema>;

export const studentAttendanceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  /** 1 present, 0 absent, -1 not marked, 2 late. */
  status: z.union([z.literal(1), z.literal(0), z.literal(-1), z.literal(2)]),
});
export type StudentAttendanceItem = z.infer<typeof studentAttendanceItemSchema>;

export const studentItemParamsSchema = z.object({ classId: idField(), id: idField() });
export const studentFileParamsSchema = z.object({ classId: idField(), fileId: idField() });

/** A question of the student's paper: no correct answer in it. */
export const paperQuestionSchema = z.object({
  question_id: z.number().int(),
  order: z.number().int(),
  text: z.string(),
  type: z.enum(['single_choice', 'text']),
  points: z.number(),
  options: z.array(z.object({ id: z.number().int(), order: z.number().int(), text: z.string() })),
});
export type PaperQuestion = z.infer<typeof paperQuestionSchema>;

/** data of POST …/{quizzes|exams}/{id}/start: the same paper on every call. */
export const studentPaperSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  name: z.string(),
  maxScore: z.number(),
  started_at: z.string(),
  /** When answers stop being taken. */
  ends_at: z.string(),
  questions: z.array(paperQuestionSchema),
});
export type StudentPaper = z.infer<typeof studentPaperSchema>;

/** Body of POST …/{quizzes|exams}/{id}/answers; a question left out counts as unanswered. */
export const paperAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        question_id: idField('The question is not part of your paper'),
        selected_option_id: idField('The selected answer is invalid').nullish(),
        text_answer: textField().max(10_000, 'The answer may not be longer than 10000 characters').nullish(),
      }),
      { error: 'Answers are required' },
    )
    .max(MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE),
});
export type PaperAnswersBody = z.output<typeof paperAnswersBodySchema>;

/** data of the answers call: the score at once when every question is single choice, else null (waits for correction). */
export const paperResultSchema = z.object({
  score: z.number().nullable(),
  maxScore: z.number(),
  waiting_for_correction: z.boolean(),
});
export type PaperResult = z.infer<typeof paperResultSchema>;

export const QR_EXPIRED_MESSAGE = 'This code has expired. Ask for a new one.';
export const QR_INVALID_MESSAGE = 'This code is not valid.';
export const QR_OTHER_CLASS_MESSAGE = 'This code belongs to a class you are not in.';
/** A scan over a status the staff entered (e.g. absent): the scan never changes it. */
export const QR_STAFF_MARKED_MESSAGE =
  'Your teacher has already recorded your attendance for this session. Please see your teacher.';

/** Body of POST home/attendance/scan: the token of the QR link (/student/scan?t=…). */
export const attendanceScanBodySchema = z.object({
  token: textField('The code is missing').trim().min(1, 'The code is missing').max(200, QR_INVALID_MESSAGE),
});
export const attendanceScanResultSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  attendance_id: z.number().int(),
  attendance_name: z.string(),
  date: z.string(),
  /** True when the student was already marked present (or late) before this scan. */
  already_present: z.boolean(),
  /** True when the mark is late: the scan came after the session's start plus the grace period (or an earlier one did). */
  late: z.boolean(),
});
export type AttendanceScanResult = z.infer<typeof attendanceScanResultSchema>;
