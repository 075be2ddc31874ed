import { z } from 'zod';
import { idField, MAX_LIST_ITEMS, optionalIdField, textField, TOO_MANY_ITEMS_MESSAGE } from './common';
import { dateField, dateTimeField } from './dates';

/**
 * The workstation (/archive) of a class: attendance, homework, quizzes, exams and classworks.
 * Every path is under admin/classes/{id}/…; item shapes live here, homework/quiz/exam in assessments.ts.
 */

/** Grade scales: nine numeric grades or 21 letters. */
export const GRADING_TYPES = ['1-9', 'a-u'] as const;
export type GradingType = (typeof GRADING_TYPES)[number];
export const GRADES: Record<GradingType, readonly string[]> = {
  '1-9': ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  'a-u': 'ABCDEFGHIJKLMNOPQRSTU'.split(''),
};

/** Attendance status of a student for an item: 0 absent, 1 present, -1 unknown (the cycle wraps modulo 3). */
export const ATTENDANCE_STATUSES = [0, 1, -1] as const;
/**
 * Late: came after the session started (a fourth status beside the specification's three). Counted as attended
 * in every rate and report; a click never reaches it (the cycle keeps the specification's three values), a key
 * or the register's Late button sets it, and a QR scan past the grace period records it.
 */
export const ATTENDANCE_LATE = 2;
/** Every status a SAVE accepts and a register may hold: the cycle's three, then Late. */
export const ATTENDANCE_STATUS_VALUES = [...ATTENDANCE_STATUSES, ATTENDANCE_LATE] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUS_VALUES)[number];
/** The statuses that count as attended (present, late). */
export const ATTENDED_STATUSES = [1, ATTENDANCE_LATE] as const;

export const CLASSWORK_STATUSES = ['not_attended', 'attended_with_wrong_classwork', 'attended_with_correct_classwork'] as const;
export type ClassworkStatus = (typeof CLASSWORK_STATUSES)[number];

/** Uploaded PDFs (classwork sheets, submitted and corrected files): checked by their bytes. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
/**
 * How long a QR code of an attendance item scans at most; the screen asks for a new one every
 * QR_ROTATE_SECONDS, and a new one retires the earlier ones after a few seconds.
 */
export const QR_TOKEN_TTL_SECONDS = 60;
export const QR_ROTATE_SECONDS = 30;
/** The student app's page a QR code opens (`?t=<token>`). */
export const QR_SCAN_PATH = '/student/scan';

// ---------- fields ----------

const emptyToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/** A JSON number or a form's text; '' and null count as missing. */
export const maxScoreField = () =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Max score is required' })
      .positive('Max score must be a number greater than 0')
      .max(100000, 'Max score must be a number greater than 0'),
  );

const nameField = () => textField('Name is required').trim().min(1, 'Name is required').max(190);

/** One range of a grade scale; `id` is kept on edit (ranges are renumbered from 1 in the order sent). */
export const gradingRangeSchema = z.object({
  id: optionalIdField(),
  grade: textField('Grade is required').trim().min(1, 'Grade is required').max(2),
  from: z.coerce.number({ error: 'From is required' }).min(0, 'From must be 0 or more'),
  to: z.coerce.number({ error: 'To is required' }).min(0, 'To must be 0 or more'),
});
export type GradingRangeBody = z.input<typeof gradingRangeSchema>;
export const gradingRangeAnswerSchema = z.object({ id: z.number().int(), grade: z.string(), from: z.number(), to: z.number() });
export type GradingRange = z.infer<typeof gradingRangeAnswerSchema>;

/** gradingType and grading of a form, with the rule that ties them: each grade of the type, from ≤ to. */
export const gradingFields = {
  gradingType: z.preprocess(emptyToUndefined, z.enum(GRADING_TYPES, { error: 'Grading type must be 1-9 or a-u' }).optional()),
  grading: z.array(gradingRangeSchema).max(GRADES['a-u'].length, TOO_MANY_ITEMS_MESSAGE).default([]),
};
type GradingInput = { gradingType?: GradingType; grading: { grade: string; from: number; to: number }[] };
export function refineGrading(body: GradingInput, ctx: z.RefinementCtx) {
  if (body.grading.length === 0) return;
  if (!body.gradingType) {
    ctx.addIssue({ code: 'custom', path: ['gradingType'], message: 'Grading type must be 1-9 or a-u' });
    return;
  }
  const grades = GRADES[body.gradingType];
  body.grading.forEach((range, index) => {
    if (!grades.includes(range.grade.toUpperCase())) {
      ctx.addIssue({
        code: 'custom',
        path: ['grading', index, 'grade'],
        message: 'The grade does not belong to the grading type',
      });
    }
    if (range.from > range.to) {
      ctx.addIssue({ code: 'custom', path: ['grading', index, 'to'], message: 'To must not be below From' });
    }
  });
}

/** A file of a student or an item, served by GET admin/classes/{id}/files/{fileId} (bearer token only). */
export const workstationFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The authorised path to fetch it from, under /api. */
  url: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type WorkstationFile = z.infer<typeof workstationFileSchema>;

/** A student of the class as every workstation item lists them. */
export const workstationStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The student's code in the class (the student-code entry matches it by substring). */
  class_user_id: z.number().int(),
});
export type WorkstationStudent = z.infer<typeof workstationStudentSchema>;

/** Path of one item of a class. */
export const classItemParamsSchema = z.object({ id: idField(), itemId: idField() });
export const classFileParamsSchema = z.object({ id: idField(), fileId: idField() });

/** A batch list: at most MAX_LIST_ITEMS entries. */
const batch = <T extends z.ZodType>(entry: T, required: string) =>
  z.array(entry, { error: required }).min(1, required).max(MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE);

// ---------- attendance ----------

export const attendanceBodySchema = z.object({
  id: optionalIdField(),
  name: nameField(),
  date: dateField('Due date is required'),
  dueDate: z.preprocess(emptyToUndefined, dateTimeField('Due date is required').optional()),
  maxScore: z.preprocess(emptyToUndefined, maxScoreField().optional()),
});
export type AttendanceBody = z.input<typeof attendanceBodySchema>;
export type AttendanceInput = z.output<typeof attendanceBodySchema>;

export const attendanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  maxScore: z.number().nullable(),
  /** Student id → status (0 absent, 1 present, 2 late); a student without a row is unknown (-1). */
  students: z.record(z.string(), z.number().int()),
  studentsWithClassUserId: z.array(workstationStudentSchema),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** [studentId, attendanceId, status]: 0 absent, 1 present, -1 unknown, 2 late. */
export const attendanceEntrySchema = z.tuple([idField(), idField(), z.literal([0, 1, -1, ATTENDANCE_LATE])], {
  error: 'Each entry must be [studentId, attendanceId, status] with status -1, 0, 1 or 2 (late)',
});
export const attendanceStatusBodySchema = z.object({
  attendances: batch(attendanceEntrySchema, 'Attendances are required'),
});
export type AttendanceStatusBody = z.input<typeof attendanceStatusBodySchema>;

/** data of POST …/attendance/{attId}/create-qrcode. */
export const attendanceQrSchema = z.object({
  /** The link as a QR image (an SVG data URL), large enough to scan from the back of a room. */
  qr_code: z.string(),
  /** The link the code holds: {origin}/student/scan?t=<token>. */
  url: z.string(),
  expires_at: z.string(),
  /** Ask for a new code after this many seconds (the old one stops working at expires_at). */
  rotate_in_seconds: z.number().int(),
  /** From when a scan is marked late: the session's start (the item's first code) plus the grace period. */
  late_from: z.string(),
});
export type AttendanceQr = z.infer<typeof attendanceQrSchema>;

// ---------- classworks ----------

/** Fields of the classwork multipart form (numbers arrive as text); the pdf part is read by the upload helper. */
export const classworkBodySchema = z
  .object({
    id: optionalIdField(),
    name: nameField(),
    dueDate: dateTimeField('Due date is required'),
    maxScore: maxScoreField(),
    ...gradingFields,
  })
  .superRefine(refineGrading);
export type ClassworkBody = z.input<typeof classworkBodySchema>;
export type ClassworkInput = z.output<typeof classworkBodySchema>;

export const classworkStudentSchema = z.object({
  status: z.enum(CLASSWORK_STATUSES),
  file: workstationFileSchema.nullable(),
  submitted_at: z.string().nullable(),
});
export const classworkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dueDate: z.string(),
  maxScore: z.number(),
  gradingType: z.enum(GRADING_TYPES).nullable(),
  grading: z.array(gradingRangeAnswerSchema),
  /** Authorised path of the classwork's PDF. */
  pdf_url: z.string().nullable(),
  pdf: workstationFileSchema.nullable(),
  /** Student id → status and file; a student without a row is not_attended. */
  students: z.record(z.string(), classworkStudentSchema),
  studentsWithClassUserId: z.array(workstationStudentSchema),
});
export type Classwork = z.infer<typeof classworkSchema>;

/** [studentId, classworkId, status] */
export const classworkEntrySchema = z.tuple([idField(), idField(), z.enum(CLASSWORK_STATUSES)], {
  error: 'Each entry must be [studentId, classworkId, status]',
});
export const classworkStatusBodySchema = z.object({ classworks: batch(classworkEntrySchema, 'Classworks are required') });
export type ClassworkStatusBody = z.input<typeof classworkStatusBodySchema>;

export { batch as batchField };

/** A cell's value as a SAVE sends it: a status code, a classwork status or a score (null: none). */
const cellValueSchema = z.union([z.number(), z.string(), z.null()]);

/** The header a write replayed from the offline queue carries: one random UUID per batch. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server keeps a key's first answer: a replay within it answers that again and writes nothing. */
export const IDEMPOTENCY_KEY_DAYS = 2;

/**
 * The headers of a tab SAVE (lowercase, as Fastify reads them; the others pass through): the version its
 * changes were made on, and the batch's idempotency key.
 */
export const tabSaveHeadersSchema = z.looseObject({
  'if-match': z.string().max(200).optional(),
  'idempotency-key': z.uuid({ error: 'The Idempotency-Key header must be a UUID' }).optional(),
});

/**
 * data of a tab SAVE's 412: each cell of the batch that someone else changed after the version the SAVE was
 * made on (its If-Match) and that now holds another value than the one sent, with who changed it last and when.
 */
export const staleCellsSchema = z.object({
  conflicts: z.array(
    z.object({
      student_id: z.number().int(),
      item_id: z.number().int(),
      /** The value this SAVE sent. */
      yours: cellValueSchema,
      /** The value stored now. */
      theirs: cellValueSchema,
      /** Who changed the cell last (null: an account deleted since). */
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** When, ISO 8601. */
      at: z.string(),
    }),
  ),
});
export type StaleCells = z.infer<typeof staleCellsSchema>;
export type StaleCell = StaleCells['conflicts'][number];

/**
 * The workstation's paths under /api/admin (every one class-scoped: a teaching assistant only their classes).
 * attendance: GET|POST classes/{id}/attendance · PUT|DELETE …/attendance/{attId} · POST …/attendance/{attId}/create-qrcode
 *   · POST …/attendance/changeStudentAttendanceStatus
 * homework|quizzes|exams: GET|POST classes/{id}/{seg} · GET|PUT|DELETE …/{seg}/{itemId} · GET …/{seg}/{itemId}/students/{studentId}
 *   · POST …/{seg}/changeStudent{Homework|Quiz|Exam}Status (JSON or multipart) · POST …/quizzes|exams/changeStudentQuestionStatus
 * classworks: GET|POST (multipart) classes/{id}/classworks · POST (multipart, _method=PUT) or PUT …/classworks/{itemId}
 *   · DELETE …/classworks/{itemId} · POST …/classworks/changeStudentClassworkStatus
 * files: GET classes/{id}/files/{fileId} (the PDF, bearer token only)
 */
export const WORKSTATION_SEGMENTS = {
  attendance: 'attendance',
  homework: 'homework',
  quiz: 'quizzes',
  exam: 'exams',
  classwork: 'classworks',
} as const;
export type WorkstationTab = keyof typeof WORKSTATION_SEGMENTS;
/** The batch save path of each tab, under admin/classes/{id}/{segment}/. */
export const WORKSTATION_SAVE_PATHS = {
  attendance: 'changeStudentAttendanceStatus',
  homework: 'changeStudentHomeworkStatus',
  quiz: 'changeStudentQuizStatus',
  exam: 'changeStudentExamStatus',
  classwork: 'changeStudentClassworkStatus',
} as const satisfies Record<WorkstationTab, string>;
