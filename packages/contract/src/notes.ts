import { z } from 'zod';
import { idField, optionalIdField, textField } from './common';

/** The three note lists of a class or a center. */
export const NOTE_KINDS = ['notes', 'dropped', 'transfers'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** `reason` is kept for the dropped kind only, and null otherwise. */
export const noteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteBodySchema = z.object({
  id: optionalIdField(),
  note: textField('Note is required').trim().min(1, 'Note is required').max(5000),
  reason: textField().trim().max(2000).nullish(),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export const noteParamsSchema = z.object({
  id: idField(),
  noteId: idField(),
});
