import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, classMembersApi, ROSTER_PAGE_SIZE, type NotificationSend } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const notificationsQueries = {
  all: () => ['notifications'] as const,
  /** The class's students for the checklist (one roster page holds up to 500). */
  roster: (classId: number) =>
    queryOptions({
      queryKey: [...notificationsQueries.all(), 'roster', classId] as const,
      queryFn: ({ signal }) =>
        call(classMembersApi.students, { params: { id: classId }, query: { per_page: ROSTER_PAGE_SIZE }, signal }),
      select: (response) => response.data,
    }),
  history: (classId: number, page: number) =>
    queryOptions({
      queryKey: [...notificationsQueries.all(), 'history', classId, page] as const,
      queryFn: ({ signal }) => call(notificationsApi.list, { params: { id: classId }, query: { page }, signal }),
    }),
};

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...body }: NotificationSend & { classId: number }) =>
      call(notificationsApi.send, { params: { id: classId }, body: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...notificationsQueries.all(), 'history'] }),
  });
}
