import { queryOptions, useMutation } from '@tanstack/react-query';
import { importExportApi, JOBS_PAGE_SIZE, type ImportExportJob, type ImportExportType } from '@backoffice/contract';
import { call, fetchFile } from '@/lib/api-client';
import { importExportKeys } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-blob';

export const importExportQueries = {
  all: importExportKeys.all,
  list: (params: { type: ImportExportType; q: string; page: number }) =>
    queryOptions({
      queryKey: importExportKeys.list(params),
      queryFn: ({ signal }) =>
        call(importExportApi.list, {
          query: { type: params.type, q: params.q, page: params.page, per_page: JOBS_PAGE_SIZE },
          signal,
        }),
    }),
};

/** Fetches the export through its authorised route with the bearer token, then saves it. */
export const useDownloadExport = () =>
  useMutation({
    mutationFn: async (job: ImportExportJob) => {
      if (!job.url) return;
      saveBlob(await fetchFile(job.url), job.file_name);
    },
  });
