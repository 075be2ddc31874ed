import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApi, type CourseBody, type ItemResponse, type PaperBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const coursesQueries = {
  all: () => ['courses'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...coursesQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(coursesApi.list, { query: { q: params.q, page: params.page }, signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...coursesQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => call(coursesApi.get, { params: { id }, signal }),
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

export const useCreateCourse = () => useCoursesMutation((body: CourseBody) => call(coursesApi.create, { body: body }));

export const useUpdateCourse = () =>
  useCoursesMutation(({ id, ...body }: CourseBody & { id: number }) =>
    call(coursesApi.update, { params: { id }, body: { id, ...body } }),
  );

export const useDeleteCourse = () => useCoursesMutation((id: number) => call(coursesApi.remove, { params: { id } }));

export const useCreatePaper = (courseId: number) =>
  useCoursesMutation((body: PaperBody) => call(coursesApi.createPaper, { params: { id: courseId }, body: body }));

export const useUpdatePaper = (courseId: number) =>
  useCoursesMutation(({ id, ...body }: PaperBody & { id: number }) =>
    call(coursesApi.updatePaper, { params: { id: courseId, paperId: id }, body: { id, ...body } }),
  );

export const useDeletePaper = (courseId: number) =>
  useCoursesMutation((id: number) => call(coursesApi.removePaper, { params: { id: courseId, paperId: id } }));
