import { queryOptions } from '@tanstack/react-query';
import {
  ROSTER_PAGE_SIZE,
  type CenterStudent,
  type ClassStudent,
  type ListResponse,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

export const summaryQueries = {
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
