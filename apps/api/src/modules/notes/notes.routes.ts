import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  itemResponse,
  listResponse,
  messageResponse,
  NOTE_KINDS,
  noteBodySchema,
  noteParamsSchema,
  noteSchema,
  pageField,
  type NoteKind,
} from '@backoffice/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { staffOfClass } from '../../plugins/policy';
import { assertCenterExists, createNote, deleteNote, listNotes, updateNote, type NoteOwner } from './notes.service';

const tags = ['notes'];
const staff = { guard: 'staff' } as const;
const pageQuerySchema = z.object({
  page: pageField,
  per_page: z.coerce.number().int().min(1).max(100).default(30),
});

/** How each owner is guarded and found: a class within the user's classes (its scope), any existing center. */
const owners = {
  classes: { config: staffOfClass, ownerOf: async (_db: Db, id: number): Promise<NoteOwner> => ({ classId: id }) },
  centers: {
    config: staff,
    ownerOf: async (db: Db, id: number): Promise<NoteOwner> => {
      await assertCenterExists(db, id);
      return { centerId: id };
    },
  },
};

/** Notes, dropped and transfers lists of classes and centers: the same four routes for each. */
export const notesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  for (const [path, { config, ownerOf }] of Object.entries(owners)) {
    for (const kind of NOTE_KINDS as readonly NoteKind[]) {
      const base = `/${path}/:id/${kind}`;
      app.get(
        base,
        {
          config,
          schema: { tags, params: idParamSchema, querystring: pageQuerySchema, response: { 200: listResponse(noteSchema) } },
        },
        async (request) => {
          const owner = await ownerOf(db, request.params.id);
          const { rows, meta } = await listNotes(db, owner, kind, request.query);
          return { message: '', data: rows, meta };
        },
      );
      app.post(
        base,
        {
          config,
          schema: {
            tags,
            description: kind === 'dropped' ? 'Body: note and reason.' : 'Body: note (a reason is ignored).',
            params: idParamSchema,
            body: noteBodySchema,
            response: { 200: itemResponse(noteSchema) },
          },
        },
        async (request) => {
          const owner = await ownerOf(db, request.params.id);
          const note = await createNote(db, owner, kind, request.body, currentUser(request).id);
          return { message: request.t('Note created successfully'), data: note };
        },
      );
      app.put(
        `${base}/:noteId`,
        {
          config,
          schema: { tags, params: noteParamsSchema, body: noteBodySchema, response: { 200: itemResponse(noteSchema) } },
        },
        async (request) => {
          const owner = await ownerOf(db, request.params.id);
          const note = await updateNote(db, owner, kind, request.params.noteId, request.body);
          return { message: request.t('Note updated successfully'), data: note };
        },
      );
      app.delete(
        `${base}/:noteId`,
        { config, schema: { tags, params: noteParamsSchema, response: { 200: messageResponse } } },
        async (request) => {
          const owner = await ownerOf(db, request.params.id);
          await deleteNote(db, owner, kind, request.params.noteId);
          return { message: request.t('Note deleted successfully'), data: null };
        },
      );
    }
  }
};
