import { z } from 'zod';
import { loginBodySchema } from './auth';

/** Which side a sign-in token belongs to: staff tokens open admin/ routes, student tokens the student's home/ routes. */
export const TOKEN_AUDIENCES = ['staff', 'student'] as const;
export type TokenAudience = (typeof TOKEN_AUDIENCES)[number];

/** POST home/auth/login: the same fields and rules as the staff sign-in. */
export const studentLoginBodySchema = loginBodySchema;
export type StudentLoginBody = z.infer<typeof studentLoginBodySchema>;

/** The signed-in student (home/auth/me, home/auth/login). */
export const studentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
});
export type StudentUser = z.infer<typeof studentUserSchema>;

export const studentLoginDataSchema = z.object({ token: z.string(), user: studentUserSchema });
export const studentMeDataSchema = z.object({ user: studentUserSchema });

/** POST home/auth/forgot-password: mails a one-time link to choose a new password. */
export const forgotPasswordBodySchema = loginBodySchema.pick({ email: true });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Messages of a student sign-in that is refused although the password was right. */
export const STUDENT_PENDING_MESSAGE = 'Your account is waiting for approval by the staff.';
export const STUDENT_REJECTED_MESSAGE = 'Your registration was rejected. Please contact the staff.';
export const FORGOT_PASSWORD_MESSAGE = 'If this e-mail belongs to a student account, we sent it a link to choose a new password.';
