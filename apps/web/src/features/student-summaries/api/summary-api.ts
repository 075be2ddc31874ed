import { queryOptions } from '@tanstack/react-query';
import {
  ROSTER_PAGE_SIZE,
  type CenterStudent,
  type ClassStudent,
  type ClassType,
  type ItemResponse,
  type ListResponse,
  type ValueName,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const summaryQueries = {
  centerOptions: () =>
    queryOptions({
      queryKey: ['summaries', 'center-options'] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<ValueName[]>>('admin/select-options/centers', undefined, signal),
      select: (response) => response.data,
    }),
  /** Classes grouped by type: school and center (Private). */
  classOptions: () =>
    queryOptions({
      queryKey: ['summaries', 'class-options'] as const,
      queryFn: ({ signal }) =>
        api.get<ItemResponse<Record<ClassType, ValueName[]>>>('home/select-options/classes', { groupByType: 1 }, signal),
      select: (response) => response.data,
    }),
  centerStudents: (centerId: number) =>
    queryOptions({
      queryKey: ['summaries', 'center-students', centerId] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<CenterStudent>>(`admin/centers/${centerId}/students`, { per_page: ROSTER_PAGE_SIZE }, signal),
    }),
  classStudents: (classId: number) =>
    queryOptions({
      queryKey: ['summaries', 'class-students', classId] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<ClassStudent>>(`admin/classes/${classId}/students`, { per_page: ROSTER_PAGE_SIZE }, signal),
    }),
};
