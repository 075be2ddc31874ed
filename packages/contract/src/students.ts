import { z } from 'zod';
import { LANGUAGES } from './language';
import { MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE, idField, textField } from './common';
import { birthDateField, emailField, genderField, optionalEmail, optionalText, passwordField, requiredText } from './users';

export const STUDENT_TYPES = ['school', 'center'] as const;
export type StudentType = (typeof STUDENT_TYPES)[number];
/** The spec's shortest accepted student phone. */
export const STUDENT_PHONE_MIN_LENGTH = 11;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The fields of a student, without cross-field rules: for `.pick`/`.extend` (forms, import rows).
 * Validate whole bodies with `studentBodySchema`, which adds "centerId required when center".
 */
export const studentFieldsSchema = z.object({
  name: requiredText('Name'),
  nickname: optionalText('Nickname'),
  gender: genderField,
  birthDate: birthDateField,
  email: emailField(),
  phone: requiredText('Phone', 40).pipe(
    z.string().min(STUDENT_PHONE_MIN_LENGTH, `Phone must be at least ${STUDENT_PHONE_MIN_LENGTH} characters`),
  ),
  /** Optional on create (a random one is generated and e-mailed) and on edit (blank keeps the current one). */
  password: z.preprocess(blankToUndefined, passwordField.optional()),
  schoolName: optionalText('School name'),
  studentType: z.preprocess(
    blankToUndefined,
    z.enum(STUDENT_TYPES, { error: 'Student type must be school or center' }).default('school'),
  ),
  centerId: z.preprocess(blankToUndefined, idField('The selected center is invalid').optional()),
  facebookName: optionalText('Facebook name'),
  facebookUrl: optionalText('Facebook URL', 500),
  motherName: optionalText('Mother name'),
  motherEmail: optionalEmail('Mother email'),
  motherPhone: optionalText('Mother phone', 40),
  fatherName: optionalText('Father name'),
  fatherEmail: optionalEmail('Father email'),
  fatherPhone: optionalText('Father phone', 40),
  /** The language the student and their parents' e-mails read (en or ar); left out keeps the current one. */
  language: z.enum(LANGUAGES, { error: 'The language must be en or ar' }).optional(),
  /** Class ids the student is enrolled in; a list replaces the current enrolment, leaving it out keeps it. */
  classes: z
    .array(idField('Classes must be a list of ids'), { error: 'Classes must be a list of ids' })
    .max(MAX_LIST_ITEMS, TOO_MANY_ITEMS_MESSAGE)
    .optional()
    .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
});

type CenterChoice = { studentType?: unknown; centerId?: unknown };
/** "Center is required when the student type is center", checked even when other fields fail. */
const centerRequired = [
  (value: CenterChoice) => value.studentType !== 'center' || value.centerId !== undefined,
  {
    path: ['centerId'] as PropertyKey[],
    message: 'Center is required when the student type is center',
    when: (payload: { value: unknown }) => {
      const value = payload.value as CenterChoice | undefined;
      return value?.studentType === 'center' && (value.centerId === undefined || value.centerId === null);
    },
  },
] as const;

/** Body of POST admin/students and PUT admin/students/{id}; one spreadsheet row of an import. */
export const studentBodySchema = studentFieldsSchema.refine(...centerRequired);
export type StudentBody = z.infer<typeof studentBodySchema>;

export const classRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type ClassRef = z.infer<typeof classRefSchema>;

/** A row of Students Accounts and the student edit dialog; `id` and `userId` are the account id. */
export const studentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  schoolName: z.string().nullable(),
  studentType: z.enum(STUDENT_TYPES),
  centerId: z.number().int().nullable(),
  centerName: z.string().nullable(),
  facebookName: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  motherName: z.string().nullable(),
  motherEmail: z.string().nullable(),
  motherPhone: z.string().nullable(),
  fatherName: z.string().nullable(),
  fatherEmail: z.string().nullable(),
  fatherPhone: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The language the student's messages and their parents' e-mails are written in. */
  language: z.enum(LANGUAGES),
  classes: z.array(classRefSchema),
  /** Percent over all the student's scores (0-100, 2 decimals); null without scores. */
  rankAverage: z.number().nullable(),
  isActive: z.boolean(),
});
export type Student = z.infer<typeof studentSchema>;

/** A pending sign-up on the Students approval screen. */
export const inactiveStudentSchema = studentSchema.pick({
  id: true,
  userId: true,
  name: true,
  gender: true,
  birthDate: true,
  email: true,
  schoolName: true,
  facebookUrl: true,
  classes: true,
});
export type InactiveStudent = z.infer<typeof inactiveStudentSchema>;

export const APPROVAL_STATUSES = ['approved', 'rejected'] as const;

/** Body of POST admin/students/{id}/change-active-status. */
export const changeActiveStatusBodySchema = z
  .object({
    status: z.enum(APPROVAL_STATUSES, { error: 'Status must be approved or rejected' }),
    classId: z.preprocess(blankToUndefined, idField('Please select a class').optional()),
  })
  .refine((value) => value.status !== 'approved' || value.classId !== undefined, {
    path: ['classId'],
    message: 'Please select a class',
  });
export type ChangeActiveStatusBody = z.infer<typeof changeActiveStatusBodySchema>;

/**
 * Body of POST home/students/register: a student signing up (from the student app). The account waits,
 * inactive, until staff approve it into one of the requested `classes`.
 */
export const studentRegistrationBodySchema = studentFieldsSchema
  .extend({ password: passwordField, password_confirmation: textField().max(200).nullish() })
  .refine(...centerRequired)
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match',
    when: (payload) => typeof (payload.value as { password?: unknown } | undefined)?.password === 'string',
  });
export type StudentRegistrationBody = z.infer<typeof studentRegistrationBodySchema>;
