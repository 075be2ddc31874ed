import { z } from 'zod';
import { idField, idListField, textField } from './common';
import { dateField } from './dates';

/**
 * Field schemas shared by every account form (users, teachers, students).
 * Each gives one message per field: "X is required" when missing, a precise one when malformed.
 * Text fields take strings only: a number is not a name (the import turns spreadsheet cells into text first).
 */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
const missing = (input: unknown) => input === undefined || input === null;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (label: string, max = 190) =>
  textField(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} may not be longer than ${max} characters`);

/** Optional text: missing, null or blank is stored as null. */
export const optionalText = (label: string, max = 190) =>
  z
    .preprocess(
      blankToNull,
      textField(`${label} must be text`).trim().max(max, `${label} may not be longer than ${max} characters`).nullable(),
    )
    .optional()
    .transform((value) => value ?? null);

export const emailField = (label = 'Email') =>
  textField(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(190, `${label} may not be longer than 190 characters`)
    .pipe(z.email(`${label} must be a valid email address`));

export const optionalEmail = (label: string) =>
  z
    .preprocess(
      blankToNull,
      textField(`${label} must be text`)
        .trim()
        .max(190, `${label} may not be longer than 190 characters`)
        .pipe(z.email(`${label} must be a valid email address`))
        .nullable(),
    )
    .optional()
    .transform((value) => value ?? null);

export const genderField = z.enum(GENDERS, {
  error: (issue) => (missing(issue.input) || issue.input === '' ? 'Gender is required' : 'Gender must be male or female'),
});
export const optionalGender = z
  .preprocess(blankToNull, genderField.nullable())
  .optional()
  .transform((value) => value ?? null);

export const birthDateField = dateField('Birth date is required');
export const optionalBirthDate = z
  .preprocess(blankToNull, birthDateField.nullable())
  .optional()
  .transform((value) => value ?? null);

export const passwordField = textField('Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password may not be longer than 200 characters');

/** Role ids a staff account may hold; see ROLE in ./auth. */
export const STAFF_ROLE_IDS = [1, 2, 4] as const;

/** A staff user as the Manage Users table and edit dialog read it. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  mainRoleId: z.number().int(),
  mainRole: z.string(),
  /** Teacher ids this user supervises (role 4 only; empty otherwise). */
  managedTeachers: z.array(z.number().int()),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

const userFields = {
  id: idField().optional(),
  name: requiredText('Name'),
  nickname: optionalText('Nickname'),
  gender: optionalGender,
  birthDate: optionalBirthDate,
  email: emailField(),
  phone: optionalText('Phone', 40),
  // An empty choice (null or '') is a missing role, not role 0.
  mainRole: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Role is required' })
      .int('The selected role is invalid')
      .refine((id) => (STAFF_ROLE_IDS as readonly number[]).includes(id), 'The selected role is invalid'),
  ),
  managedTeachers: idListField('Managed teachers must be a list of ids'),
};

type PasswordPair = { password?: unknown; password_confirmation?: unknown };
/** The confirmation is checked even when other fields failed, so the form shows every error at once. */
const passwordsMatch = [
  (value: PasswordPair) => !value.password || value.password === value.password_confirmation,
  {
    path: ['password_confirmation'] as PropertyKey[],
    message: 'The password confirmation does not match',
    when: (payload: { value: unknown }) =>
      typeof payload.value === 'object' && payload.value !== null && typeof (payload.value as PasswordPair).password === 'string',
  },
] as const;

/** Body of POST admin/users: a password is required. */
export const userCreateBodySchema = z
  .object({ ...userFields, password: passwordField, password_confirmation: textField().max(200).nullish() })
  .refine(...passwordsMatch);
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** Body of PUT admin/users/{id}: a blank password keeps the current one. */
export const userUpdateBodySchema = z
  .object({
    ...userFields,
    password: z.preprocess(blankToNull, passwordField.nullable()).optional(),
    password_confirmation: textField().max(200).nullish(),
  })
  .refine(...passwordsMatch);
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;
