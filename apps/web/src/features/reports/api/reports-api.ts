import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ROSTER_PAGE_SIZE,
  type ClassReportPreview,
  type ClassReportsRequest,
  type ClassStudent,
  type GenerateReport,
  type ItemResponse,
  type ListResponse,
  type Report,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';
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
      queryFn: ({ signal }) => api.get<ListResponse<Report>>('admin/reports/performance', { page }, signal),
      refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? REPORT_POLL_MS : false),
    }),
  /** The students of a class, for the optional student choice. */
  students: (classId: number | null) =>
    queryOptions({
      queryKey: [...reportsQueries.all(), 'students', classId] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<ClassStudent>>(`admin/classes/${classId}/students`, { per_page: ROSTER_PAGE_SIZE }, signal),
      select: (response) => response.data,
      enabled: classId !== null,
    }),
};

export const useGenerateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateReport) => api.post<ItemResponse<{ id: number }>>('admin/reports/performance', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueries.all() }),
  });
};

export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: Report) => {
      if (report.file)
        saveBlob(await api.blob(report.file), `report-${report.className}-${report.fromDate}-${report.toDate}.pdf`);
    },
  });

export const usePreviewClassReports = () =>
  useMutation({
    mutationFn: (body: ClassReportsRequest) =>
      api.post<ItemResponse<ClassReportPreview[]>>('admin/reports/class-reports/preview', body),
  });

export const useSendClassReports = () =>
  useMutation({
    mutationFn: (body: ClassReportsRequest) =>
      api.post<ItemResponse<{ queued: number }>>('admin/reports/class-reports/send', body),
  });
