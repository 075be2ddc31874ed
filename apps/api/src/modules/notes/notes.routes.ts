import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTE_KINDS, noteEndpoints, type NoteKind, type NoteOwnerType } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { staffOfClass } from '../../plugins/policy';
import { assertCenterExists, createNote, deleteNote, listNotes, updateNote, type NoteOwner } from './notes.service';

const staff = { guard: 'staff' } as const;

/** How each owner is guarded and found: a class within the user's classes (its scope), any existing center. */
const owners: Record<
  NoteOwnerType,
  { config: typeof staffOfClass | typeof staff; ownerOf: (db: Db, id: number) => Promise<NoteOwner> }
> = {
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
  for (const [type, { config, ownerOf }] of Object.entries(owners) as [NoteOwnerType, (typeof owners)[NoteOwnerType]][]) {
    for (const kind of NOTE_KINDS as readonly NoteKind[]) {
      const endpoints = noteEndpoints(type, kind);
      route(app, endpoints.list, {
        config,
        handler: async (request) => {
          const owner = await ownerOf(db, request.params.id);
          const { rows, meta } = await listNotes(db, owner, kind, request.query);
          return { message: '', data: rows, meta };
        },
      });
      route(app, endpoints.create, {
        config,
        handler: async (request) => {
          const owner = await ownerOf(db, request.params.id);
          const note = await createNote(db, owner, kind, request.body, currentUser(request).id);
          return { message: request.t('Note created successfully'), data: note };
        },
      });
      route(app, endpoints.update, {
        config,
        handler: async (request) => {
          const owner = await ownerOf(db, request.params.id);
          const note = await updateNote(db, owner, kind, request.params.noteId, request.body);
          return { message: request.t('Note updated successfully'), data: note };
        },
      });
      route(app, endpoints.remove, {
        config,
        handler: async (request) => {
          const owner = await ownerOf(db, request.params.id);
          await deleteNote(db, owner, kind, request.params.noteId);
          return { message: request.t('Note deleted successfully'), data: null };
        },
      });
    }
  }
};
