import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, ListResponse, Video } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export type VideosListParams = { q: string; page: number; isSecure: '' | '1' | '0' };

export const videosQueries = {
  all: () => ['videos'] as const,
  list: (params: VideosListParams) =>
    queryOptions({
      queryKey: [...videosQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<Video>>('admin/videos', { q: params.q, page: params.page, is_secure: params.isSecure }, signal),
      // A video being processed turns ready or failed on its own: look again while one is.
      refetchInterval: (query) => (query.state.data?.data.some((video) => video.status === 'uploaded') ? 3000 : false),
    }),
  types: (q: string) =>
    queryOptions({
      queryKey: [...videosQueries.all(), 'types', q] as const,
      queryFn: ({ signal }) =>
        api.get<ItemResponse<{ value: string; name: string }[]>>('admin/select-options/video-types', { q }, signal),
      select: (response) => response.data.map((option) => option.name),
    }),
};

function useVideosMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueries.all() }) });
}

export const useDeleteVideo = () => useVideosMutation((id: number) => api.delete<ItemResponse<null>>(`admin/videos/${id}`));

export const useAssignVideos = () =>
  useVideosMutation((body: { videosId: number[]; classesId: number[] }) =>
    api.post<ItemResponse<null>>('admin/classes/videos/assign', body),
  );
