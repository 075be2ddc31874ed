import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type ItemResponse,
  type ListResponse,
  type Note,
  type NoteBody,
  type NoteKind,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

/** Whose notes: a class or a center. */
export type NoteOwner = { type: 'classes' | 'centers'; id: number };

const pathOf = ({ type, id }: NoteOwner, kind: NoteKind) => `admin/${type}/${id}/${kind}`;

export const notesQueries = {
  all: () => ['notes'] as const,
  list: (owner: NoteOwner, kind: NoteKind) =>
    queryOptions({
      queryKey: [...notesQueries.all(), owner.type, owner.id, kind] as const,
      queryFn: ({ signal }) => api.get<ListResponse<Note>>(pathOf(owner, kind), { per_page: MAX_PAGE_SIZE }, signal),
    }),
};

function useNotesMutation<TVariables, TData>(
  owner: NoteOwner,
  kind: NoteKind,
  mutationFn: (variables: TVariables) => Promise<ItemResponse<TData>>,
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
  useNotesMutation(owner, kind, (body: NoteBody) => api.post<ItemResponse<Note>>(pathOf(owner, kind), bodyOf(kind, body)));

export const useUpdateNote = (owner: NoteOwner, kind: NoteKind) =>
  useNotesMutation(owner, kind, ({ id, ...body }: NoteBody & { id: number }) =>
    api.put<ItemResponse<Note>>(`${pathOf(owner, kind)}/${id}`, { ...bodyOf(kind, body), id }),
  );

export const useDeleteNote = (owner: NoteOwner, kind: NoteKind) =>
  useNotesMutation(owner, kind, (id: number) => api.delete<ItemResponse<null>>(`${pathOf(owner, kind)}/${id}`));
