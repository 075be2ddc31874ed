import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GRADING_ROUTES,
  type GradingClaim,
  type GradingKind,
  type GradingSubmission,
  type ItemResponse,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

/** Which submission a viewer shows: the editor's query parameters. */
export type SubmissionRef = { kind: GradingKind; classId: number; itemId: number; studentId: number };

const submissionPath = ({ kind, classId, itemId, studentId }: SubmissionRef) =>
  `admin/classes/${classId}/${GRADING_ROUTES[kind].segment}/${itemId}/students/${studentId}/submission`;

export const gradingQueries = {
  all: () => ['grading'] as const,
  submission: (ref: SubmissionRef) =>
    queryOptions({
      queryKey: [...gradingQueries.all(), 'submission', ref] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<GradingSubmission>>(submissionPath(ref), undefined, signal),
      select: (response) => response.data,
    }),
  /** The PDF's bytes, fetched with the bearer token; keyed by its URL, which changes with each version. */
  file: (url: string | null) =>
    queryOptions({
      queryKey: [...gradingQueries.all(), 'file', url] as const,
      queryFn: async () => new Uint8Array(await (await api.blob(url!)).arrayBuffer()),
      enabled: url !== null,
      staleTime: Infinity,
      gcTime: 60_000,
    }),
};

/** Claims the submission for a few minutes; answers the other grader holding it, if any. */
export const claimSubmission = (ref: SubmissionRef) =>
  api.post<ItemResponse<{ claim: GradingClaim | null }>>(`${submissionPath(ref)}/claim`);
export const releaseSubmission = (ref: SubmissionRef) => api.delete(`${submissionPath(ref)}/claim`).catch(() => undefined);

export type SaveGrading = { score: number; version: number; file: Uint8Array | null };

/**
 * SAVE ALL CHANGES: the spec's multipart status form (`exams[0][updatedFile]`, `[examId]`,
 * `[studentId]`, `[score]`) plus the version the grader opened, so a stale save answers 409.
 */
export function useSaveGrading(ref: SubmissionRef) {
  const queryClient = useQueryClient();
  const { segment, idField, statusRoute, listKey } = GRADING_ROUTES[ref.kind];
  return useMutation({
    // The viewer shows a 409 itself (what changed); other failures toast.
    meta: { toastError: false },
    mutationFn: ({ score, version, file }: SaveGrading) => {
      const form = new FormData();
      const field = (name: string) => `${listKey}[0][${name}]`;
      form.set(field(idField), String(ref.itemId));
      form.set(field('studentId'), String(ref.studentId));
      form.set(field('score'), String(score));
      form.set(field('version'), String(version));
      if (file) form.set(field('updatedFile'), new Blob([file as BlobPart], { type: 'application/pdf' }), 'graded.pdf');
      return api.post<ItemResponse<unknown>>(`admin/classes/${ref.classId}/${segment}/${statusRoute}`, form);
    },
    // After a save and after a 409 alike: the viewer shows the submission as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: gradingQueries.submission(ref).queryKey }),
  });
}
