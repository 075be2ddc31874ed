import { queryOptions } from '@tanstack/react-query';
import { rankingApi } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { rankingKeys } from '@/lib/query-keys';

export const rankingQueries = {
  all: rankingKeys.all,
  /** The ranking of one class; nothing is asked before a class is chosen. */
  list: (params: { classId: number | null; q: string; page: number }) =>
    queryOptions({
      queryKey: rankingKeys.list(params),
      queryFn: ({ signal }) =>
        call(rankingApi.list, { params: { id: params.classId }, query: { q: params.q, page: params.page }, signal }),
      enabled: params.classId !== null,
    }),
};
