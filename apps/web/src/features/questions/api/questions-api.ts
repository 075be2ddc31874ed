import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { questionsApi, type ItemResponse, type QuestionInput, type QuestionType } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { educationalPartKeys, questionKeys } from '@/lib/query-keys';

/** The list's filters as the URL keeps them beside q and page. */
export type QuestionFilters = { educational_part_id?: number; type?: QuestionType; complexity?: number };

export const questionsQueries = {
  all: questionKeys.all,
  list: (params: { q: string; page: number } & QuestionFilters) =>
    queryOptions({
      queryKey: [...questionsQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(questionsApi.list, { query: params, signal }),
    }),
  /** How many questions a draw of the part (at the complexity) can take. */
  drawPreview: (params: { educational_part_id: number; complexity?: number }) =>
    queryOptions({
      queryKey: questionKeys.drawPreview(params),
      queryFn: ({ signal }) => call(questionsApi.drawPreview, { query: params, signal }),
      select: (response) => response.data,
    }),
};

function useQuestionsMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<ItemResponse<TData>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Parts show their questions count.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionsQueries.all() }),
        queryClient.invalidateQueries({ queryKey: educationalPartKeys.all() }),
      ]),
  });
}

export const useCreateQuestion = () => useQuestionsMutation((body: QuestionInput) => call(questionsApi.create, { body: body }));

export const useUpdateQuestion = () =>
  useQuestionsMutation(({ id, ...body }: QuestionInput & { id: number }) =>
    call(questionsApi.update, { params: { id }, body: { id, ...body } }),
  );

export const useDeleteQuestion = () => useQuestionsMutation((id: number) => call(questionsApi.remove, { params: { id } }));
