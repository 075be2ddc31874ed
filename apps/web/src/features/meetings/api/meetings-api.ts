import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsApi, type MeetingBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const meetingsQueries = {
  all: () => ['meetings'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...meetingsQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(meetingsApi.list, { query: { q: params.q, page: params.page }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...meetingsQueries.all(), 'one', id] as const,
      queryFn: ({ signal }) => call(meetingsApi.get, { params: { id }, signal }),
      select: (response) => response.data,
    }),
  participants: (id: number) => (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...meetingsQueries.all(), 'participants', id, params.page] as const,
      queryFn: ({ signal }) => call(meetingsApi.participants, { params: { id }, query: { page: params.page }, signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...meetingsQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => call(meetingsApi.settings, { signal }),
      select: (response) => response.data,
      staleTime: Infinity,
    }),
};

function useMeetingsMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsQueries.all() }) });
}

/** A webinar has its own paths. */
const writesOf = (body: MeetingBody) => (body.main_type === 'webinar' ? meetingsApi.webinar : meetingsApi.meeting);

export const useCreateMeeting = () => useMeetingsMutation((body: MeetingBody) => call(writesOf(body).create, { body }));

export const useUpdateMeeting = () =>
  useMeetingsMutation(({ id, ...body }: MeetingBody & { id: number }) =>
    call(writesOf(body).update, { params: { id }, body: { id, ...body } }),
  );

export const useDeleteMeeting = () => useMeetingsMutation((id: number) => call(meetingsApi.remove, { params: { id } }));
