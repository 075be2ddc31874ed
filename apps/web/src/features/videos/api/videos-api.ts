import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { videosApi, type ItemResponse } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { videoKeys } from '@/lib/query-keys';

export type VideosListParams = { q: string; page: number; isSecure: '' | '1' | '0' };

export const videosQueries = {
  all: videoKeys.all,
  list: (params: VideosListParams) =>
    queryOptions({
      queryKey: [...videosQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        call(videosApi.list, { query: { q: params.q, page: params.page, is_secure: params.isSecure || undefined }, signal }),
      // A video being processed turns ready or failed on its own: look again while one is.
      refetchInterval: (query) => (query.state.data?.data.some((video) => video.status === 'uploaded') ? 3000 : false),
    }),
  types: (q: string) =>
    queryOptions({
      queryKey: [...videosQueries.all(), 'types', q] as const,
      queryFn: ({ signal }) => call(videosApi.videoTypes, { query: { q }, signal }),
      select: (response) => response.data.map((option) => option.name),
    }),
};

function useVideosMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueries.all() }) });
}

export const useDeleteVideo = () => useVideosMutation((id: number) => call(videosApi.remove, { params: { id } }));

export const useAssignVideos = () =>
  useVideosMutation((body: { videosId: number[]; classesId: number[] }) => call(videosApi.assign, { body: body }));
