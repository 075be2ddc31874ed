import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pdfsApi, type ItemResponse, type Pdf } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const pdfsQueries = {
  all: () => ['pdfs'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...pdfsQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(pdfsApi.list, { query: { q: params.q, page: params.page }, signal }),
    }),
  types: () =>
    queryOptions({
      queryKey: [...pdfsQueries.all(), 'types'] as const,
      queryFn: ({ signal }) => call(pdfsApi.pdfTypes, { signal }),
      select: (response) => response.data.map((option) => option.name),
    }),
};

/** A short-lived address of the file, asked for each time the viewer opens. */
export const fetchPdfGrant = (pdf: Pdf) => call(pdfsApi.grant, { params: { id: pdf.id } });

function usePdfsMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfsQueries.all() }) });
}

export const useDeletePdf = () => usePdfsMutation((id: number) => call(pdfsApi.remove, { params: { id } }));

export const useAssignPdfs = () =>
  usePdfsMutation((body: { pdfsId: number[]; classesId: number[] }) => call(pdfsApi.assign, { body: body }));
