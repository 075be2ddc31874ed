import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { courseEventsApi, MAX_PAGE_SIZE, type CourseEventBody, type ItemResponse } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { coursesQueries } from './courses-api';

type EventsParams = { courseId: number; from: string; to: string };

export const courseEventsQueries = {
  all: () => [...coursesQueries.all(), 'events'] as const,
  /** The events of the days shown in the month grid (fewer than 100 fit in six weeks). */
  list: ({ courseId, from, to }: EventsParams) =>
    queryOptions({
      queryKey: [...courseEventsQueries.all(), { courseId, from, to }] as const,
      queryFn: ({ signal }) =>
        call(courseEventsApi.list, { query: { class_category_id: courseId, from, to, per_page: MAX_PAGE_SIZE }, signal }),
      select: (response) => response.data,
    }),
};

function useEventsMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<ItemResponse<TData>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseEventsQueries.all() }),
  });
}

export const useCreateCourseEvent = () =>
  useEventsMutation((body: CourseEventBody) => call(courseEventsApi.create, { body: body }));

/** The spec sends the id in the body on edit as well. */
export const useUpdateCourseEvent = () =>
  useEventsMutation((body: CourseEventBody & { id: number }) =>
    call(courseEventsApi.update, { params: { id: body.id }, body: body }),
  );

export const useDeleteCourseEvent = () =>
  useEventsMutation((id: number) => call(courseEventsApi.remove, { params: { id } }));
