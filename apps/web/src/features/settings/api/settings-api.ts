import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, Settings } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const settingsQueries = {
  all: () => ['settings'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<Settings>>('admin/settings', undefined, signal),
      select: (response) => response.data,
    }),
};

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Settings) => api.post<ItemResponse<Settings>>('admin/settings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
};
