import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseBody, ItemResponse, ListResponse, Paper, PaperBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const coursesQueries = {
  all: () => ['courses'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...coursesQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<Course>>('admin/class-categories', { q: params.q, page: params.page }, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...coursesQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<Course>>(`admin/class-categories/${id}`, undefined, signal),
      select: (response) => response.data,
    }),
};

/** Every course change (papers included) refreshes the course lists and details. */
function useCoursesMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<ItemResponse<TData>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueries.all() }),
  });
}

export const useCreateCourse = () =>
  useCoursesMutation((body: CourseBody) => api.post<ItemResponse<Course>>('admin/class-categories', body));

export const useUpdateCourse = () =>
  useCoursesMutation(({ id, ...body }: CourseBody & { id: number }) =>
    api.put<ItemResponse<Course>>(`admin/class-categories/${id}`, { id, ...body }),
  );

export const useDeleteCourse = () =>
  useCoursesMutation((id: number) => api.delete<ItemResponse<null>>(`admin/class-categories/${id}`));

export const useCreatePaper = (courseId: number) =>
  useCoursesMutation((body: PaperBody) => api.post<ItemResponse<Paper>>(`admin/class-categories/${courseId}/papers`, body));

export const useUpdatePaper = (courseId: number) =>
  useCoursesMutation(({ id, ...body }: PaperBody & { id: number }) =>
    api.put<ItemResponse<Paper>>(`admin/class-categories/${courseId}/papers/${id}`, { id, ...body }),
  );

export const useDeletePaper = (courseId: number) =>
  useCoursesMutation((id: number) => api.delete<ItemResponse<null>>(`admin/class-categories/${courseId}/papers/${id}`));
