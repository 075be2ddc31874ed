import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** The At risk card: open alerts per class, and one class's open alerts. */
export const atRiskQueries = {
  all: () => ['alerts'] as const,
  classes: () =>
    queryOptions({
      queryKey: [...atRiskQueries.all(), 'classes'] as const,
      queryFn: ({ signal }) => call(alertsApi.classes, { signal }),
      select: (response) => response.data,
    }),
  openOf: (classId: number) =>
    queryOptions({
      queryKey: [...atRiskQueries.all(), 'list', { classId, status: 'open' }] as const,
      queryFn: ({ signal }) => call(alertsApi.list, { query: { classId, status: 'open', per_page: 100 }, signal }),
      select: (response) => response.data,
    }),
};

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => call(alertsApi.acknowledge, { params: { id }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atRiskQueries.all() }),
  });
}
