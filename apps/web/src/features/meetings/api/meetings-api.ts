import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsApi, type ItemResponse, type Meeting, type MeetingBody } from '@backoffice/contract';
import { api, call } from '@/lib/api-client';

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

function useMeetingsMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<Meeting | null>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsQueries.all() }) });
}

const pathOf = (body: MeetingBody) => (body.main_type === 'webinar' ? 'admin/meetings/webinars' : 'admin/meetings');

export const useCreateMeeting = () =>
  useMeetingsMutation((body: MeetingBody) => api.post<ItemResponse<Meeting>>(pathOf(body), body));

export const useUpdateMeeting = () =>
  useMeetingsMutation(({ id, ...body }: MeetingBody & { id: number }) =>
    api.put<ItemResponse<Meeting>>(`${pathOf(body)}/${id}`, { id, ...body }),
  );

export const useDeleteMeeting = () => useMeetingsMutation((id: number) => call(meetingsApi.remove, { params: { id } }));
