import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ROSTER_PAGE_SIZE,
  type ClassBody,
  type ClassDetail,
  type ClassRow,
  type ClassStudent,
  type ClassVideo,
  type ItemResponse,
  type ListResponse,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const classesQueries = {
  all: () => ['classes'] as const,
  lists: () => [...classesQueries.all(), 'list'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...classesQueries.lists(), params] as const,
      queryFn: ({ signal }) => api.get<ListResponse<ClassRow>>('admin/classes', { q: params.q, page: params.page }, signal),
    }),
  /**
   * One class with its students' ids, read fresh each time the edit form opens (the list counts them only):
   * dropped as soon as the form lets it go, so a reopened form never starts from an old copy.
   */
  detail: (classId: number) =>
    queryOptions({
      queryKey: [...classesQueries.all(), 'detail', classId] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<ClassDetail>>(`admin/classes/${classId}`, undefined, signal),
      select: (response) => response.data,
      gcTime: 0,
      refetchOnWindowFocus: false,
    }),
  /** The whole roster, for the names of a class's chosen students in the form. */
  students: (classId: number) =>
    queryOptions({
      queryKey: [...classesQueries.all(), 'students', classId] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<ClassStudent>>(`admin/classes/${classId}/students`, { per_page: ROSTER_PAGE_SIZE }, signal),
      select: (response) => response.data,
    }),
  videos: (classId: number) =>
    queryOptions({
      queryKey: [...classesQueries.all(), 'videos', classId] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<ClassVideo[]>>(`admin/classes/${classId}/videos`, undefined, signal),
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
  useClassesMutation((body: ClassBody) => api.post<ItemResponse<ClassDetail>>('admin/classes', { ...body, isRanked: true }));

export const useUpdateClass = () =>
  useClassesMutation(({ id, ...body }: ClassBody & { id: number }) =>
    api.put<ItemResponse<ClassDetail>>(`admin/classes/${id}`, { ...body, id, isRanked: true }),
  );

export const useDeleteClass = () => useClassesMutation((id: number) => api.delete<ItemResponse<null>>(`admin/classes/${id}`));

export const useToggleAutomaticReporting = () =>
  useClassesMutation((id: number) => api.post<ItemResponse<unknown>>(`admin/classes/${id}/toggle-automatic-reporting`));

export const useDeleteClassVideo = (classId: number) =>
  useClassesMutation((videoId: number) => api.delete<ItemResponse<null>>(`admin/classes/${classId}/videos/${videoId}`));
