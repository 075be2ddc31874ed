import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EducationalPart, EducationalPartBody, ItemResponse, ListResponse } from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { partOptionsQuery } from '@/lib/select-options';

export const educationalPartsQueries = {
  all: () => ['educational-parts'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...educationalPartsQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        api.get<ListResponse<EducationalPart>>('admin/educational-parts', { q: params.q, page: params.page }, signal),
    }),
};

function usePartsMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<EducationalPart | null>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The question form's part choices read the same parts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: educationalPartsQueries.all() }),
        queryClient.invalidateQueries({ queryKey: partOptionsQuery().queryKey }),
      ]),
  });
}

export const useCreateEducationalPart = () =>
  usePartsMutation((body: EducationalPartBody) => api.post<ItemResponse<EducationalPart>>('admin/educational-parts', body));

export const useUpdateEducationalPart = () =>
  usePartsMutation(({ id, ...body }: EducationalPartBody & { id: number }) =>
    api.put<ItemResponse<EducationalPart>>(`admin/educational-parts/${id}`, { id, ...body }),
  );

export const useDeleteEducationalPart = () =>
  usePartsMutation((id: number) => api.delete<ItemResponse<null>>(`admin/educational-parts/${id}`));
