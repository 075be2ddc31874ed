import { z } from 'zod';
import { optionalIdField, textField } from './common';
import { birthDateField, emailField, genderField, optionalText, passwordField, requiredText } from './users';

/** A row of Manage Teachers and the teacher edit dialog. */
export const teacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type Teacher = z.infer<typeof teacherSchema>;

/** Body of POST admin/teachers and PUT admin/teachers/{id}; `classes` is sent empty and ignored. */
export const teacherBodySchema = z.object({
  id: optionalIdField(),
  name: requiredText('Name'),
  nickname: optionalText('Nickname'),
  gender: genderField,
  birthDate: birthDateField,
  email: emailField(),
  phone: requiredText('Phone', 40),
  classes: z.array(z.unknown()).max(0, 'Classes are chosen on the class screens').optional(),
});
export type TeacherBody = z.infer<typeof teacherBodySchema>;

/** Body of POST admin/auth/set-password: the token from the e-mail and the new password twice. */
export const setPasswordBodySchema = z
  .object({
    token: textField('The link is invalid or has expired').min(1, 'The link is invalid or has expired').max(200),
    password: passwordField,
    password_confirmation: textField().max(200).nullish(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match',
    when: (payload) => typeof (payload.value as { password?: unknown } | undefined)?.password === 'string',
  });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
