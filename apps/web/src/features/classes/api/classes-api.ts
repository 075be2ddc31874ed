import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi, classMembersApi, ROSTER_PAGE_SIZE, type ClassBody, type ItemResponse } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const classesQueries = {
  all: () => ['classes'] as const,
  lists: () => [...classesQueries.all(), 'list'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...classesQueries.lists(), params] as const,
      queryFn: ({ signal }) => call(classesApi.list, { query: { q: params.q, page: params.page }, signal }),
    }),
  /**
   * One class with its students' ids, read fresh each time the edit form opens (the list counts them only):
   * dropped as soon as the form lets it go, so a reopened form never starts from an old copy.
   */
  detail: (classId: number) =>
    queryOptions({
      queryKey: [...classesQueries.all(), 'detail', classId] as const,
      queryFn: ({ signal }) => call(classesApi.get, { params: { id: classId }, signal }),
      select: (response) => response.data,
      gcTime: 0,
      refetchOnWindowFocus: false,
    }),
  /** The whole roster, for the names of a class's chosen students in the form. */
  students: (classId: number) =>
    queryOptions({
      queryKey: [...classesQueries.all(), 'students', classId] as const,
      queryFn: ({ signal }) =>
        call(classMembersApi.students, { params: { id: classId }, query: { per_page: ROSTER_PAGE_SIZE }, signal }),
      select: (response) => response.data,
    }),
  videos: (classId: number) =>
    queryOptions({
      queryKey: [...classesQueries.all(), 'videos', classId] as const,
      queryFn: ({ signal }) => call(classMembersApi.videos, { params: { id: classId }, signal }),
      select: (response) => response.data,
    }),
};

function useClassesMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<ItemResponse<TData>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueries.all() }),
  });
}

/** isRanked is always sent true on create and edit, as the spec says. */
export const useCreateClass = () =>
  useClassesMutation((body: ClassBody) => call(classesApi.create, { body: { ...body, isRanked: true } }));

export const useUpdateClass = () =>
  useClassesMutation(({ id, ...body }: ClassBody & { id: number }) =>
    call(classesApi.update, { params: { id }, body: { ...body, id, isRanked: true } }),
  );

export const useDeleteClass = () => useClassesMutation((id: number) => call(classesApi.remove, { params: { id } }));

export const useToggleAutomaticReporting = () =>
  useClassesMutation((id: number) => call(classesApi.toggleAutomaticReporting, { params: { id } }));

export const useDeleteClassVideo = (classId: number) =>
  useClassesMutation((videoId: number) => call(classMembersApi.removeVideo, { params: { id: classId, videoId } }));
