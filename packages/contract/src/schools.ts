import { z } from 'zod';
import { textField } from './common';

export const schoolSchema = z.object({ id: z.number().int(), name: z.string() });
export type School = z.infer<typeof schoolSchema>;

/** Body of POST admin/schools: an admin adds a school missing from the list. */
export const schoolBodySchema = z.object({
  name: textField('Name is required').trim().min(1, 'Name is required').max(190),
});
export type SchoolBody = z.infer<typeof schoolBodySchema>;
