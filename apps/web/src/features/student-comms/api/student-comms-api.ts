import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { HomeMeeting, InboxResponse, ItemResponse } from '@backoffice/contract';
import { api } from '@/lib/api-client';

const INBOX_PAGE_SIZE = 20;

export const studentCommsQueries = {
  inbox: () =>
    infiniteQueryOptions({
      queryKey: ['student', 'notifications', 'inbox'],
      queryFn: ({ pageParam, signal }) =>
        api.get<InboxResponse>('home/notifications', { page: pageParam, per_page: INBOX_PAGE_SIZE }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.meta.pagination.current_page < last.meta.pagination.total_pages ? last.meta.pagination.current_page + 1 : undefined,
    }),
  /** The unread count alone, for the bottom-bar badge: asked again every minute while the app is open. */
  unread: () =>
    queryOptions({
      queryKey: ['student', 'notifications', 'unread'],
      queryFn: ({ signal }) => api.get<InboxResponse>('home/notifications', { per_page: 1 }, signal),
      select: (response) => response.meta.unread,
      refetchInterval: 60_000,
      meta: { toastError: false },
    }),
  meetings: () =>
    queryOptions({
      queryKey: ['student', 'meetings'],
      queryFn: ({ signal }) => api.get<ItemResponse<HomeMeeting[]>>('home/meetings', undefined, signal),
      select: (response) => response.data,
    }),
};

/** Marks a notification read: the inbox shows it read and the badge takes the server's new count, with no reload. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ItemResponse<{ unread: number }>>(`home/notifications/${id}/read`),
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
    mutationFn: (id: number) => api.get<ItemResponse<{ join_url: string }>>(`home/meetings/${id}/join`),
  });
}
