import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, noteEndpoints, type NoteBody, type NoteKind, type NoteOwnerType } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** Whose notes: a class or a center. */
export type NoteOwner = { type: NoteOwnerType; id: number };

export const notesQueries = {
  all: () => ['notes'] as const,
  list: (owner: NoteOwner, kind: NoteKind) =>
    queryOptions({
      queryKey: [...notesQueries.all(), owner.type, owner.id, kind] as const,
      queryFn: ({ signal }) =>
        call(noteEndpoints(owner.type, kind).list, { params: { id: owner.id }, query: { per_page: MAX_PAGE_SIZE }, signal }),
    }),
};

function useNotesMutation<TVariables, TData>(
  owner: NoteOwner,
  kind: NoteKind,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueries.list(owner, kind).queryKey }),
  });
}

/** A reason is sent for the dropped kind only. */
const bodyOf = (kind: NoteKind, { note, reason }: NoteBody): NoteBody => (kind === 'dropped' ? { note, reason } : { note });

export const useCreateNote = (owner: NoteOwner, kind: NoteKind) =>
  useNotesMutation(owner, kind, (body: NoteBody) =>
    call(noteEndpoints(owner.type, kind).create, { params: { id: owner.id }, body: bodyOf(kind, body) }),
  );

export const useUpdateNote = (owner: NoteOwner, kind: NoteKind) =>
  useNotesMutation(owner, kind, ({ id, ...body }: NoteBody & { id: number }) =>
    call(noteEndpoints(owner.type, kind).update, { params: { id: owner.id, noteId: id }, body: { ...bodyOf(kind, body), id } }),
  );

export const useDeleteNote = (owner: NoteOwner, kind: NoteKind) =>
  useNotesMutation(owner, kind, (id: number) =>
    call(noteEndpoints(owner.type, kind).remove, { params: { id: owner.id, noteId: id } }),
  );
