import { z } from 'zod';
import { optionalIdField, textField } from './common';

export const centerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Center = z.infer<typeof centerSchema>;

/** Body of POST and PUT admin/centers; PUT may repeat the id. */
export const centerBodySchema = z.object({
  id: optionalIdField(),
  name: textField('Name is required').trim().min(1, 'Name is required').max(190, 'Name may not be longer than 190 characters'),
});
export type CenterBody = z.infer<typeof centerBodySchema>;
