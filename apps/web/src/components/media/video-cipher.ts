import { queryOptions } from '@tanstack/react-query';
import { videoPlaybackApi, MEDIA_GRANT_MINUTES } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { videoKeys } from '@/lib/query-keys';

/** Two minutes before a playback grant runs out. */
const GRANT_RENEWAL_MS = (MEDIA_GRANT_MINUTES - 2) * 60_000;

/**
 * A playback grant of a secure video (`home/videos-from-cipher`), for staff and students alike. It is
 * renewed before it expires, so a long recording keeps playing (the player swaps the grant in).
 */
export const videoCipherQuery = (id: number) =>
  queryOptions({
    queryKey: videoKeys.cipher(id),
    queryFn: ({ signal }) => call(videoPlaybackApi.cipher, { params: { id }, signal }),
    select: (response) => response.data,
    gcTime: 0,
    refetchInterval: GRANT_RENEWAL_MS,
    refetchIntervalInBackground: true,
  });
