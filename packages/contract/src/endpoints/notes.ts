import { z } from 'zod';
import { idParamSchema, itemResponse, listResponse, messageResponse, pageField } from '../common';
import { NOTE_KINDS, noteBodySchema, noteParamsSchema, noteSchema, type NoteKind } from '../notes';
import { endpoint } from '../endpoint';

/** Whose notes: a class (within the user's classes) or a center. */
export const NOTE_OWNERS = ['classes', 'centers'] as const;
export type NoteOwnerType = (typeof NOTE_OWNERS)[number];

export const notePageQuerySchema = z.object({
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(100).default(30),
});

/** The four routes of one owner's notes of one kind (`/admin/classes/:id/dropped`…): the same for each. */
const buildNoteEndpoints = (owner: NoteOwnerType, kind: NoteKind) => {
  const base = `/admin/${owner}/:id/${kind}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      guard: 'staff',
      params: idParamSchema,
      query: notePageQuerySchema,
      response: listResponse(noteSchema),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      guard: 'staff',
      params: idParamSchema,
      body: noteBodySchema,
      response: itemResponse(noteSchema),
      description: kind === 'dropped' ? 'Body: note and reason.' : 'Body: note (a reason is ignored).',
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:noteId`,
      guard: 'staff',
      params: noteParamsSchema,
      body: noteBodySchema,
      response: itemResponse(noteSchema),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:noteId`,
      guard: 'staff',
      params: noteParamsSchema,
      response: messageResponse,
    }),
  };
};

/** Every owner's and kind's endpoints, built once: a caller (the API's routes, the web, a typed test) gets the same objects. */
const NOTE_ENDPOINTS = new Map(
  NOTE_OWNERS.flatMap((owner) => NOTE_KINDS.map((kind) => [`${owner}:${kind}`, buildNoteEndpoints(owner, kind)] as const)),
);

/** The four routes of one owner's notes of one kind, the same objects on every call. */
export const noteEndpoints = (owner: NoteOwnerType, kind: NoteKind) => NOTE_ENDPOINTS.get(`${owner}:${kind}`)!;
