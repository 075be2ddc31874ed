import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { centersApi, type CenterBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const centersQueries = {
  all: () => ['centers'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...centersQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(centersApi.list, { query: params, signal }),
    }),
};

function useCentersMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centersQueries.all() }),
  });
}

export const useCreateCenter = () => useCentersMutation((body: CenterBody) => call(centersApi.create, { body }));

export const useUpdateCenter = () =>
  useCentersMutation(({ id, ...body }: CenterBody & { id: number }) =>
    call(centersApi.update, { params: { id }, body: { id, ...body } }),
  );

export const useDeleteCenter = () => useCentersMutation((id: number) => call(centersApi.remove, { params: { id } }));
