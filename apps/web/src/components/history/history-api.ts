import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { auditLogApi, type AuditLogQuery } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** What a history shows: one cell, a student's row, an item's column, or the audit screen's filters. */
export type HistoryFilter = Partial<Pick<AuditLogQuery, 'classId' | 'studentId' | 'itemId' | 'userId' | 'entity' | 'from' | 'to'>>;
/** A page of the audit screen: its number and the edge it is read from (paged by key). */
export type HistoryPage = { page: number; after?: string; before?: string };

export const historyQueries = {
  all: () => ['audit-log'] as const,
  /** The History panel: newest first; Load more reads on after the last row shown. */
  feed: (filter: HistoryFilter) =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all(), 'feed', filter] as const,
      queryFn: ({ pageParam, signal }) => call(auditLogApi.list, { query: { ...filter, ...pageParam }, signal }),
      initialPageParam: { page: 1 } as HistoryPage,
      getNextPageParam: (last): HistoryPage | undefined => {
        const { current_page, total_pages, next_cursor } = last.meta.pagination;
        return next_cursor && current_page < total_pages ? { page: current_page + 1, after: next_cursor } : undefined;
      },
    }),
  /** The audit screen: one page of the filtered history. */
  page: (filter: HistoryFilter & HistoryPage) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'page', filter] as const,
      queryFn: ({ signal }) => call(auditLogApi.list, { query: filter, signal }),
    }),
};

/**
 * Puts a change's old value back (a new change of its own). Every history and the screens showing the value
 * (`invalidates`: the workstation tab, the ranking) are asked again, after a refusal too: a 409 means the value
 * moved on, so what is shown is out of date. The caller tells the 409 with the current value.
 */
export function useRevertChange(invalidates: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(auditLogApi.revert, { params: { id } }),
    meta: { toastError: false },
    onSettled: () =>
      Promise.all([historyQueries.all(), ...invalidates].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
