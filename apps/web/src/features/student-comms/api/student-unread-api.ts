import { queryOptions } from '@tanstack/react-query';
import { lightCall, lightEndpoint } from '@/lib/light-call';

/** The inbox's list, as the bottom bar's badge asks it on every screen: by method and path (lib/light-call.ts). */
const inboxList = lightEndpoint((c) => c.homeNotificationsApi.list, 'GET', '/home/notifications');

/** The unread count alone, for the bottom-bar badge: asked again every minute while the app is open. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: ['student', 'notifications', 'unread'],
    queryFn: ({ signal }) => lightCall(inboxList, { query: { per_page: 1 }, signal }),
    select: (response) => response.meta.unread,
    refetchInterval: 60_000,
    meta: { toastError: false },
  });
