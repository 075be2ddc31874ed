import { format } from 'date-fns';
import { z } from 'zod';
import {
  GRADES,
  GRADING_TYPES,
  QUESTION_ENTRY_TYPES,
  textField,
  type Assessment,
  type Attendance,
  type Classwork,
  type GradingType,
  type QuestionEntryType,
} from '@backoffice/contract';

const required = (message: string) => textField(message).trim().min(1, message);
const name = required('Name is required').max(190);
const maxScore = z
  .number({ error: 'Max score is required' })
  .positive('Max score is required')
  .max(100000, 'Max score is required');
const range = z.object({
  id: z.number().int().optional(),
  grade: z.string(),
  from: z.number({ error: 'From is required' }).min(0, 'From must be 0 or more'),
  to: z.number({ error: 'To is required' }).min(0, 'To must be 0 or more'),
});

/**
 * Attendance: a name and a date, named as the dialog names it ('Date is required'; the API keeps the spec's 'Due
 * date is required' for a client that sends none); dueDate is optional. The dialog asks no max score (a register
 * is not scored) but keeps an existing one as it was.
 */
export const attendanceFormSchema = z.object({
  name,
  date: required('Date is required'),
  dueDate: z.string(),
  time: z.string(),
  maxScore: z.number().positive('Max score is required').max(100000).optional().or(z.nan()),
});
export type AttendanceFormValues = z.infer<typeof attendanceFormSchema>;

const questionRow = z.object({
  type: z.enum(QUESTION_ENTRY_TYPES),
  question_id: z.number().int().nullable(),
  question_text: z.string().nullable().optional(),
  educational_part_id: z.number().int().nullable(),
  quantity: z.number().or(z.nan()).nullable(),
  complexity: z.number().int().min(1).max(10).nullable(),
});
export type QuestionRow = z.infer<typeof questionRow>;

/** Homework, quiz, exam and classwork: name, due date and time (joined on submit), max score and grade ranges. */
export const assessmentFormSchema = z.object({
  name,
  dueDate: required('Due date is required'),
  time: required('Time is required'),
  maxScore,
  gradingType: z.enum(GRADING_TYPES).or(z.literal('')),
  grading: z.array(range),
  questions: z.array(questionRow),
});
export type AssessmentFormValues = z.infer<typeof assessmentFormSchema>;

/** A new question: static, order 1, complexity 1. */
export const newQuestion = (): QuestionRow => ({
  type: 'static',
  question_id: null,
  educational_part_id: null,
  quantity: null,
  complexity: 1,
});

/**
 * Changing a question's type: to static clears quantity, part and complexity; to dynamic clears the question
 * and starts at any complexity, as a fixed one (1) often has no question of the part to draw.
 */
export function withQuestionType(row: QuestionRow, type: QuestionEntryType): QuestionRow {
  return type === 'static'
    ? { ...row, type, quantity: null, educational_part_id: null, complexity: null }
    : { ...row, type, question_id: null, question_text: null, complexity: null };
}

/** Changing the grading type clears the ranges: the new type's grades, each with an empty from and to. */
export const rangesOf = (type: GradingType | '') =>
  type === '' ? [] : GRADES[type].map((grade) => ({ grade, from: Number.NaN, to: Number.NaN }));

/** 'YYYY-MM-DD HH:mm' split into the form's date and time. */
function splitDueDate(dueDate: string | null | undefined) {
  const [date = '', time = ''] = (dueDate ?? '').split(/[ T]/);
  return { date, time: time.slice(0, 5) };
}

/** A new attendance item is today's register, as it mostly is; an edited one keeps its date. */
export function attendanceDefaults(item: Attendance | null, today = new Date()): AttendanceFormValues {
  const due = splitDueDate(item?.dueDate);
  return {
    name: item?.name ?? '',
    date: item?.date ?? format(today, 'yyyy-MM-dd'),
    dueDate: due.date,
    time: due.time,
    maxScore: item?.maxScore ?? Number.NaN,
  };
}

export function attendanceBody(values: AttendanceFormValues) {
  return {
    name: values.name,
    date: values.date,
    dueDate: values.dueDate ? `${values.dueDate} ${values.time || '00:00'}` : null,
    maxScore: Number.isNaN(values.maxScore) ? null : values.maxScore,
  };
}

export function assessmentDefaults(item: Assessment | Classwork | null): AssessmentFormValues {
  const due = splitDueDate(item?.dueDate);
  return {
    name: item?.name ?? '',
    dueDate: due.date,
    time: due.time,
    maxScore: item?.maxScore ?? Number.NaN,
    gradingType: item?.gradingType ?? '',
    grading: item?.grading.map(({ id, grade, from, to }) => ({ id, grade, from, to })) ?? [],
    questions:
      item && 'questions' in item
        ? item.questions.map(({ type, question_id, question_text, educational_part_id, quantity, complexity }) => ({
            type,
            question_id,
            question_text,
            educational_part_id,
            quantity,
            complexity,
          }))
        : [],
  };
}

/** The API body: the due date joined with its time; questions only when the first has a question or a part. */
export function assessmentBody(values: AssessmentFormValues, withQuestions: boolean) {
  const first = values.questions[0];
  const hasQuestions = withQuestions && Boolean(first && (first.question_id || first.educational_part_id));
  return {
    name: values.name,
    dueDate: `${values.dueDate} ${values.time}`,
    maxScore: values.maxScore,
    gradingType: values.gradingType || null,
    grading: values.gradingType ? values.grading : [],
    questions: hasQuestions
      ? values.questions.map(({ type, question_id, educational_part_id, quantity, complexity }, index) => ({
          type,
          order: index + 1,
          question_id,
          educational_part_id,
          quantity: quantity === null || Number.isNaN(quantity) ? null : quantity,
          complexity,
        }))
      : [],
  };
}

/** The classwork's multipart form: the same fields as text, grading[i][…], and the PDF when one is chosen. */
export function classworkForm(values: AssessmentFormValues, pdf: File | null, id: number | null) {
  const body = assessmentBody(values, false);
  const form = new FormData();
  if (id !== null) form.append('id', String(id));
  form.append('name', body.name);
  form.append('dueDate', body.dueDate);
  form.append('maxScore', String(body.maxScore));
  if (body.gradingType) form.append('gradingType', body.gradingType);
  body.grading.forEach((range, index) => {
    for (const [key, value] of Object.entries(range))
      if (value !== undefined) form.append(`grading[${index}][${key}]`, String(value));
  });
  if (pdf) form.append('pdf', pdf);
  return form;
}
