import { queryOptions } from '@tanstack/react-query';
import type { ItemResponse, ListResponse, StudentRank, ValueName } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const rankingQueries = {
  all: () => ['ranking'] as const,
  /** The ranking of one class; nothing is asked before a class is chosen. */
  list: (params: { classId: number | null; q: string; page: number }) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<StudentRank>>(
          `admin/classes/${params.classId}/students-rank`,
          { q: params.q, page: params.page },
          signal,
        ),
      enabled: params.classId !== null,
    }),
  classOptions: () =>
    queryOptions({
      queryKey: ['select-options', 'classes'] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<ValueName[]>>('admin/select-options/classes', undefined, signal),
      select: (response) => response.data,
    }),
};
