import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { parentDigestApi, type ParentDigestSettings } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export const parentDigestQueries = {
  all: () => ['settings', 'parent-digest'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...parentDigestQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => call(parentDigestApi.get, { signal }),
      select: (response) => response.data,
    }),
  preview: (studentId: number) =>
    queryOptions({
      queryKey: [...parentDigestQueries.all(), 'preview', studentId] as const,
      queryFn: ({ signal }) => call(parentDigestApi.preview, { query: { student_id: studentId }, signal }),
      select: (response) => response.data,
    }),
};

export const useSaveParentDigest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentDigestSettings) => call(parentDigestApi.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentDigestQueries.all() }),
  });
};
