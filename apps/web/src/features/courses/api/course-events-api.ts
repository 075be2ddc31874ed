import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type CourseEvent,
  type CourseEventBody,
  type ItemResponse,
  type ListResponse,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { coursesQueries } from './courses-api';

type EventsParams = { courseId: number; from: string; to: string };

export const courseEventsQueries = {
  all: () => [...coursesQueries.all(), 'events'] as const,
  /** The events of the days shown in the month grid (fewer than 100 fit in six weeks). */
  list: ({ courseId, from, to }: EventsParams) =>
    queryOptions({
      queryKey: [...courseEventsQueries.all(), { courseId, from, to }] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<CourseEvent>>(
          'admin/class-categories/events',
          { class_category_id: courseId, from, to, per_page: MAX_PAGE_SIZE },
          signal,
        ),
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
  useEventsMutation((body: CourseEventBody) => api.post<ItemResponse<CourseEvent>>('admin/class-categories/events', body));

/** The spec sends the id in the body on edit as well. */
export const useUpdateCourseEvent = () =>
  useEventsMutation((body: CourseEventBody & { id: number }) =>
    api.put<ItemResponse<CourseEvent>>(`admin/class-categories/events/${body.id}`, body),
  );

export const useDeleteCourseEvent = () =>
  useEventsMutation((id: number) => api.delete<ItemResponse<null>>(`admin/class-categories/events/${id}`));
