import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRulesApi, type AlertRuleBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const alertRulesQueries = {
  all: () => ['alert-rules'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...alertRulesQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(alertRulesApi.list, { query: params, signal }),
    }),
};

function useRulesMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesQueries.all() }),
  });
}

export const useCreateAlertRule = () => useRulesMutation((body: AlertRuleBody) => call(alertRulesApi.create, { body }));

export const useUpdateAlertRule = () =>
  useRulesMutation(({ id, ...body }: AlertRuleBody & { id: number }) => call(alertRulesApi.update, { params: { id }, body }));

export const useDeleteAlertRule = () => useRulesMutation((id: number) => call(alertRulesApi.remove, { params: { id } }));
