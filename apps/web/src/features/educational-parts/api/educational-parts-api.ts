import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { educationalPartsApi, type EducationalPart, type EducationalPartBody, type ItemResponse } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { educationalPartKeys } from '@/lib/query-keys';
import { partOptionsQuery } from '@/lib/select-options';

export const educationalPartsQueries = {
  all: educationalPartKeys.all,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: educationalPartKeys.list(params),
      queryFn: ({ signal }) => call(educationalPartsApi.list, { query: { q: params.q, page: params.page }, signal }),
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
  usePartsMutation((body: EducationalPartBody) => call(educationalPartsApi.create, { body: body }));

export const useUpdateEducationalPart = () =>
  usePartsMutation(({ id, ...body }: EducationalPartBody & { id: number }) =>
    call(educationalPartsApi.update, { params: { id }, body: { id, ...body } }),
  );

export const useDeleteEducationalPart = () =>
  usePartsMutation((id: number) => call(educationalPartsApi.remove, { params: { id } }));
