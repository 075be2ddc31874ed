import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApprovalApi, type ChangeActiveStatusBody, type InactiveStudent, type ListResponse } from '@backoffice/contract';
import type { ListParams } from '@/components/list-page/use-list-params';
import { call } from '@/lib/api-client';

export const studentsApprovalQueries = {
  all: () => ['students-approval'] as const,
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...studentsApprovalQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(studentsApprovalApi.list, { query: params, signal }),
    }),
};

type ListSnapshot = [readonly unknown[], ListResponse<InactiveStudent> | undefined][];

/** Approve or reject: the row leaves every cached page at once, and the lists are fetched again afterwards. */
export function useChangeActiveStatus() {
  const queryClient = useQueryClient();
  const lists = { queryKey: [...studentsApprovalQueries.all(), 'list'] };
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeActiveStatusBody & { id: number }) =>
      call(studentsApprovalApi.changeActiveStatus, { params: { id }, body: body }),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries(lists);
      const snapshot: ListSnapshot = queryClient.getQueriesData<ListResponse<InactiveStudent>>(lists);
      queryClient.setQueriesData<ListResponse<InactiveStudent>>(lists, (list) =>
        list ? { ...list, data: list.data.filter((student) => student.id !== id) } : list,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.snapshot ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsApprovalQueries.all() }),
  });
}
