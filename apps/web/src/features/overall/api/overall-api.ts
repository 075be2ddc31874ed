import { queryOptions, useMutation } from '@tanstack/react-query';
import { overallApi } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export const overallQueries = {
  all: () => ['overall'] as const,
  list: (params: { classId: number | null; q: string; page: number }) =>
    queryOptions({
      queryKey: [...overallQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        call(overallApi.list, { params: { id: params.classId }, query: { q: params.q, page: params.page }, signal }),
      enabled: params.classId !== null,
    }),
  student: (classId: number, studentId: number) =>
    queryOptions({
      queryKey: [...overallQueries.all(), 'student', classId, studentId] as const,
      queryFn: ({ signal }) => call(overallApi.student, { params: { id: classId, studentId }, signal }),
      select: (response) => response.data,
    }),
};

/** The whole class's sheet, fetched with the bearer token and saved. */
export const useExportOverall = () =>
  useMutation({
    mutationFn: async ({ classId, className }: { classId: number; className: string }) => {
      saveBlob(await call(overallApi.exportXlsx, { params: { id: classId } }), `overall-${className}.xlsx`);
    },
  });
