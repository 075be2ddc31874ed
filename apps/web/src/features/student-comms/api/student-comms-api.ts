import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { homeNotificationsApi, homeMeetingsApi, type InboxResponse } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { unreadQuery } from './student-unread-api';

const INBOX_PAGE_SIZE = 20;

export const studentCommsQueries = {
  inbox: () =>
    infiniteQueryOptions({
      queryKey: ['student', 'notifications', 'inbox'],
      queryFn: ({ pageParam, signal }) =>
        call(homeNotificationsApi.list, { query: { page: pageParam, per_page: INBOX_PAGE_SIZE }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.meta.pagination.current_page < last.meta.pagination.total_pages ? last.meta.pagination.current_page + 1 : undefined,
    }),
  unread: unreadQuery,
  meetings: () =>
    queryOptions({
      queryKey: ['student', 'meetings'],
      queryFn: ({ signal }) => call(homeMeetingsApi.list, { signal }),
      select: (response) => response.data,
    }),
};

/** Marks a notification read: the inbox shows it read and the badge takes the server's new count, with no reload. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(homeNotificationsApi.read, { params: { id } }),
    onSuccess: (response, id) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<InboxResponse>>(studentCommsQueries.inbox().queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.map((item) => (item.id === id ? { ...item, readAt: item.readAt ?? readAt } : item)),
                meta: { ...page.meta, unread: response.data.unread },
              })),
            }
          : data,
      );
      queryClient.setQueryData<InboxResponse>(studentCommsQueries.unread().queryKey, (data) =>
        data ? { ...data, meta: { ...data.meta, unread: response.data.unread } } : data,
      );
    },
  });
}

/** Joins through the server (which records the student and the time) and answers the link to open. */
export function useJoinMeeting() {
  return useMutation({
    mutationFn: (id: number) => call(homeMeetingsApi.join, { params: { id } }),
  });
}
