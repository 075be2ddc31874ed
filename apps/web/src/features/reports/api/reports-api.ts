import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reportsApi,
  classMembersApi,
  ROSTER_PAGE_SIZE,
  type ClassReportsRequest,
  type GenerateReport,
  type Report,
} from '@backoffice/contract';
import { call, fetchFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** Half a second would load the server; two seconds is quick enough to watch a report finish. */
export const REPORT_POLL_MS = 2000;
const isRunning = (report: Report) => report.status === 'pending' || report.status === 'in_progress';

export const reportsQueries = {
  all: () => ['reports'] as const,
  /** The reports list; refreshes itself while any report of the page is still being generated. */
  list: (page: number) =>
    queryOptions({
      queryKey: [...reportsQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => call(reportsApi.performance, { query: { page }, signal }),
      refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? REPORT_POLL_MS : false),
    }),
  /** The students of a class, for the optional student choice. */
  students: (classId: number | null) =>
    queryOptions({
      queryKey: [...reportsQueries.all(), 'students', classId] as const,
      queryFn: ({ signal }) =>
        call(classMembersApi.students, { params: { id: classId }, query: { per_page: ROSTER_PAGE_SIZE }, signal }),
      select: (response) => response.data,
      enabled: classId !== null,
    }),
};

export const useGenerateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateReport) => call(reportsApi.createPerformance, { body: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueries.all() }),
  });
};

export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: Report) => {
      if (report.file)
        saveBlob(await fetchFile(report.file), `report-${report.className}-${report.fromDate}-${report.toDate}.pdf`);
    },
  });

export const usePreviewClassReports = () =>
  useMutation({
    mutationFn: (body: ClassReportsRequest) => call(reportsApi.previewClassReports, { body: body }),
  });

export const useSendClassReports = () =>
  useMutation({
    mutationFn: (body: ClassReportsRequest) => call(reportsApi.sendClassReports, { body: body }),
  });
