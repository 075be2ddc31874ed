import { z } from 'zod';

export const schoolSchema = z.object({ id: z.number().int(), name: z.string() });
export type School = z.infer<typeof schoolSchema>;

/** Body of POST admin/schools: an admin adds a school missing from the list. */
export const schoolBodySchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(190),
});
export type SchoolBody = z.infer<typeof schoolBodySchema>;
