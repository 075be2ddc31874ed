import { queryOptions } from '@tanstack/react-query';
import {
  DASHBOARD_TOP_STUDENTS,
  type Dashboard,
  type ItemResponse,
  type ListResponse,
  type StudentRank,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  summary: (page: number) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary', page] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<Dashboard>>('admin/dashboard', { page }, signal),
      select: (response) => response.data,
    }),
  /** The top five of a class (admin/classes/{id}/students-rank?limit=5). */
  top: (classId: number | null) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'top', classId] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<StudentRank>>(`admin/classes/${classId}/students-rank`, { limit: DASHBOARD_TOP_STUDENTS }, signal),
      select: (response) => response.data,
      enabled: classId !== null,
    }),
};
