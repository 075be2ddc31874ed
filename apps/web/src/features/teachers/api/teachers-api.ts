import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, ListResponse, Teacher, TeacherBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const teachersQueries = {
  all: () => ['teachers'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...teachersQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => api.get<ListResponse<Teacher>>('admin/teachers', { q: params.q, page: params.page }, signal),
    }),
};

function useTeachersMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<Teacher | null>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachersQueries.all() }),
  });
}

// The spec sends `classes` empty: a teacher's classes are set from the class form.
export const useCreateTeacher = () =>
  useTeachersMutation((body: TeacherBody) => api.post<ItemResponse<Teacher>>('admin/teachers', { ...body, classes: [] }));

export const useUpdateTeacher = () =>
  useTeachersMutation(({ id, ...body }: TeacherBody & { id: number }) =>
    api.put<ItemResponse<Teacher>>(`admin/teachers/${id}`, { id, ...body, classes: [] }),
  );

export const useDeleteTeacher = () => useTeachersMutation((id: number) => api.delete<ItemResponse<null>>(`admin/teachers/${id}`));
