import { queryOptions } from '@tanstack/react-query';
import type { ListResponse, StudentRank } from '@backoffice/contract';
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
};
