import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ROSTER_PAGE_SIZE,
  type ClassStudent,
  type ItemResponse,
  type ListResponse,
  type NotificationSend,
  type SentNotification,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const notificationsQueries = {
  all: () => ['notifications'] as const,
  /** The class's students for the checklist (one roster page holds up to 500). */
  roster: (classId: number) =>
    queryOptions({
      queryKey: [...notificationsQueries.all(), 'roster', classId] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<ClassStudent>>(`admin/classes/${classId}/students`, { per_page: ROSTER_PAGE_SIZE }, signal),
      select: (response) => response.data,
    }),
  history: (classId: number, page: number) =>
    queryOptions({
      queryKey: [...notificationsQueries.all(), 'history', classId, page] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<SentNotification>>(`admin/classes/${classId}/notifications`, { page }, signal),
    }),
};

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...body }: NotificationSend & { classId: number }) =>
      api.post<ItemResponse<{ id: number; recipients: number }>>(`admin/classes/${classId}/notifications/send`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...notificationsQueries.all(), 'history'] }),
  });
}
