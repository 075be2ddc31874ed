import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsApi, type Settings } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const settingsQueries = {
  all: () => ['settings'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => call(settingsApi.get, { signal }),
      select: (response) => response.data,
    }),
};

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Settings) => call(settingsApi.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
};
