import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { classEmailApi, type EmailSend } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** While a send has messages pending, its progress is asked again this often. */
const PROGRESS_POLL_MS = 2000;

export const emailQueries = {
  all: () => ['email'] as const,
  /** The branded message exactly as the server will send it. */
  preview: (classId: number, subject: string, body: string) =>
    queryOptions({
      queryKey: [...emailQueries.all(), 'preview', classId, subject, body] as const,
      queryFn: () => call(classEmailApi.preview, { params: { id: classId }, body: { subject, body } }),
      select: (response) => response.data,
      staleTime: Infinity,
    }),
  sent: (classId: number, page: number) =>
    queryOptions({
      queryKey: [...emailQueries.all(), 'sent', classId, page] as const,
      queryFn: ({ signal }) => call(classEmailApi.list, { params: { id: classId }, query: { page }, signal }),
      refetchInterval: (query) => (query.state.data?.data.some((e) => e.pending > 0) ? PROGRESS_POLL_MS : false),
    }),
  recipients: (classId: number, emailId: number) =>
    queryOptions({
      queryKey: [...emailQueries.all(), 'recipients', classId, emailId] as const,
      queryFn: ({ signal }) =>
        call(classEmailApi.recipients, { params: { id: classId, emailId }, query: { per_page: 100 }, signal }),
      refetchInterval: (query) => (query.state.data?.data.some((r) => r.status === 'pending') ? PROGRESS_POLL_MS : false),
    }),
};

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...body }: EmailSend & { classId: number }) =>
      call(classEmailApi.send, { params: { id: classId }, body: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...emailQueries.all(), 'sent'] }),
  });
}
