import { z } from 'zod';
import { textField } from './common';

/** Role ids as stored; role 4 manages teachers. */
export const ROLE = { admin: 1, teacher: 2, student: 3, supervisor: 4 } as const;
export const STAFF_ROLES = ['admin', 'teacher', 'supervisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const loginBodySchema = z.object({
  email: textField('Email is required')
    .trim()
    .max(190, 'Email may not be longer than 190 characters')
    .min(1, 'Email is required')
    .pipe(z.email('Email must be a valid email address')),
  password: textField('Password is required').min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in staff member; `mainRole` 'admin' unlocks admin-only screens. */
export const authUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  mainRole: z.enum(STAFF_ROLES),
  mainRoleId: z.number().int(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginDataSchema = z.object({ token: z.string(), user: authUserSchema });
export const meDataSchema = z.object({ user: authUserSchema });
