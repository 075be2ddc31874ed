import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { classesApi, type ClassRow, type ListResponse } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { classesQueries } from './classes-api';

type Snapshot = [QueryKey, ListResponse<ClassRow> | undefined][];

/** The ranked switch moves at once in every cached list, goes back on error, and the list is refetched after. */
export function useToggleRanked() {
  const queryClient = useQueryClient();
  const lists = classesQueries.lists();
  return useMutation({
    mutationFn: (id: number) => call(classesApi.toggleRankedStatus, { params: { id } }),
    onMutate: async (id): Promise<{ previous: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: lists });
      const previous = queryClient.getQueriesData<ListResponse<ClassRow>>({ queryKey: lists });
      for (const [key, list] of previous) {
        if (!list) continue;
        queryClient.setQueryData<ListResponse<ClassRow>>(key, {
          ...list,
          data: list.data.map((row) => (row.id === id ? { ...row, isRanked: !row.isRanked } : row)),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lists }),
  });
}
