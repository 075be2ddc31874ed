import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { importExportApi, studentsApi, type StudentBody } from '@backoffice/contract';
import type { ListParams } from '@/components/list-page/use-list-params';
import { call, fetchFile } from '@/lib/api-client';
import { importExportKeys } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-blob';
import { useUpload } from '@/lib/upload';

export const studentsQueries = {
  all: () => ['students'] as const,
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...studentsQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(studentsApi.list, { query: params, signal }),
    }),
};

function useStudentsMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueries.all() }),
  });
}

// A center goes only with the center type.
const bodyOf = (body: StudentBody) => ({ ...body, centerId: body.studentType === 'center' ? body.centerId : undefined });

export const useCreateStudent = () =>
  useStudentsMutation((body: StudentBody) => call(studentsApi.create, { body: bodyOf(body) }));

export const useUpdateStudent = () =>
  useStudentsMutation(({ id, ...body }: StudentBody & { id: number }) =>
    call(studentsApi.update, { params: { id }, body: bodyOf(body) }),
  );

export const useDeleteStudent = () => useStudentsMutation((id: number) => call(studentsApi.remove, { params: { id } }));

export const useResetStudentPassword = () =>
  useMutation({ mutationFn: (id: number) => call(studentsApi.resetPassword, { params: { id } }) });

export const useSignOutStudentEverywhere = () =>
  useMutation({ mutationFn: (id: number) => call(studentsApi.signOutEverywhere, { params: { id } }) });

/** Export and import run as jobs; their cards appear on the Import/Export page. */
function useStartJob<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importExportKeys.all() }),
  });
}

export const useExportStudents = () => useStartJob(() => call(importExportApi.exportStudents));

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useUpload(
    (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return { endpoint: importExportApi.importStudents, form };
    },
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['import-export'] }) },
  );
}

/** The import's template (its columns, an example row, a guide in the language on screen), saved as a file. */
export const useDownloadImportTemplate = () =>
  useMutation({
    mutationFn: async () => saveBlob(await fetchFile(importExportApi.importTemplate.path), 'students-import-template.xlsx'),
  });
