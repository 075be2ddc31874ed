import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Center, CenterBody, ItemResponse, ListResponse } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const centersQueries = {
  all: () => ['centers'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...centersQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => api.get<ListResponse<Center>>('admin/centers', { q: params.q, page: params.page }, signal),
    }),
};

function useCentersMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<Center | null>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centersQueries.all() }),
  });
}

export const useCreateCenter = () =>
  useCentersMutation((body: CenterBody) => api.post<ItemResponse<Center>>('admin/centers', body));

export const useUpdateCenter = () =>
  useCentersMutation(({ id, ...body }: CenterBody & { id: number }) =>
    api.put<ItemResponse<Center>>(`admin/centers/${id}`, { id, ...body }),
  );

export const useDeleteCenter = () => useCentersMutation((id: number) => api.delete<ItemResponse<null>>(`admin/centers/${id}`));
