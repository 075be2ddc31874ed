import { queryOptions } from '@tanstack/react-query';
import { studentSummariesApi, classMembersApi, ROSTER_PAGE_SIZE } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const summaryQueries = {
  centerStudents: (centerId: number) =>
    queryOptions({
      queryKey: ['summaries', 'center-students', centerId] as const,
      queryFn: ({ signal }) =>
        call(studentSummariesApi.students, { params: { id: centerId }, query: { per_page: ROSTER_PAGE_SIZE }, signal }),
    }),
  classStudents: (classId: number) =>
    queryOptions({
      queryKey: ['summaries', 'class-students', classId] as const,
      queryFn: ({ signal }) =>
        call(classMembersApi.students, { params: { id: classId }, query: { per_page: ROSTER_PAGE_SIZE }, signal }),
    }),
};
