import { queryOptions } from '@tanstack/react-query';
import { rankingApi, dashboardApi, DASHBOARD_TOP_STUDENTS } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  summary: (page: number) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary', page] as const,
      queryFn: ({ signal }) => call(dashboardApi.get, { query: { page }, signal }),
      select: (response) => response.data,
    }),
  /** The top five of a class (admin/classes/{id}/students-rank?limit=5). */
  top: (classId: number | null) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'top', classId] as const,
      queryFn: ({ signal }) =>
        call(rankingApi.list, { params: { id: classId }, query: { limit: DASHBOARD_TOP_STUDENTS }, signal }),
      select: (response) => response.data,
      enabled: classId !== null,
    }),
};
