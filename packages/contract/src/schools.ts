import { z } from 'zod';
import { textField } from './common';
import { optionalEmail, optionalText } from './users';

export const schoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  principalName: z.string().nullable(),
  principalEmail: z.string().nullable(),
});
export type School = z.infer<typeof schoolSchema>;

/**
 * Body of POST admin/schools: an admin adds a school missing from the list, with the principal
 * who receives the performance reports sent with 'Send to Principal' (both optional).
 */
export const schoolBodySchema = z.object({
  name: textField('Name is required').trim().min(1, 'Name is required').max(190),
  principalName: optionalText('Principal name'),
  principalEmail: optionalEmail('Principal email'),
});
export type SchoolBody = z.infer<typeof schoolBodySchema>;
