import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teachersApi, type ItemResponse, type Teacher, type TeacherBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const teachersQueries = {
  all: () => ['teachers'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...teachersQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(teachersApi.list, { query: { q: params.q, page: params.page }, signal }),
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
  useTeachersMutation((body: TeacherBody) => call(teachersApi.create, { body: { ...body, classes: [] } }));

export const useUpdateTeacher = () =>
  useTeachersMutation(({ id, ...body }: TeacherBody & { id: number }) =>
    call(teachersApi.update, { params: { id }, body: { id, ...body, classes: [] } }),
  );

export const useDeleteTeacher = () => useTeachersMutation((id: number) => call(teachersApi.remove, { params: { id } }));
