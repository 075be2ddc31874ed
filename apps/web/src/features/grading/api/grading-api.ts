import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { assessmentsApi, type GradingKind } from '@backoffice/contract';
import { call, fetchFile } from '@/lib/api-client';
import { useUpload } from '@/lib/upload';

/** Which submission a viewer shows: the editor's query parameters. */
export type SubmissionRef = { kind: GradingKind; classId: number; itemId: number; studentId: number };

const paramsOf = ({ classId, itemId, studentId }: SubmissionRef) => ({ id: classId, itemId, studentId });

export const gradingQueries = {
  all: () => ['grading'] as const,
  submission: (ref: SubmissionRef) =>
    queryOptions({
      queryKey: [...gradingQueries.all(), 'submission', ref] as const,
      queryFn: ({ signal }) => call(assessmentsApi[ref.kind].submission, { params: paramsOf(ref), signal }),
      select: (response) => response.data,
    }),
  /** The PDF's bytes, fetched with the bearer token; keyed by its URL, which changes with each version. */
  file: (url: string | null) =>
    queryOptions({
      queryKey: [...gradingQueries.all(), 'file', url] as const,
      queryFn: async () => new Uint8Array(await (await fetchFile(url!)).arrayBuffer()),
      enabled: url !== null,
      staleTime: Infinity,
      gcTime: 60_000,
    }),
};

/** Claims the submission for a few minutes; answers the other grader holding it, if any. */
export const claimSubmission = (ref: SubmissionRef) => call(assessmentsApi[ref.kind].claim, { params: paramsOf(ref) });
export const releaseSubmission = (ref: SubmissionRef) =>
  call(assessmentsApi[ref.kind].release, { params: paramsOf(ref) }).catch(() => undefined);

export type SaveGrading = { score: number; version: number; file: Uint8Array | null };

/**
 * SAVE ALL CHANGES: the student's graded file (multipart: `score`, `updatedFile` when drawn on) plus the
 * version the grader opened, so a stale save answers 409.
 */
export function useSaveGrading(ref: SubmissionRef) {
  const queryClient = useQueryClient();
  return useUpload(
    ({ score, version, file }: SaveGrading) => {
      const form = new FormData();
      form.set('score', String(score));
      form.set('version', String(version));
      if (file) form.set('updatedFile', new Blob([file as BlobPart], { type: 'application/pdf' }), 'graded.pdf');
      return { endpoint: assessmentsApi[ref.kind].gradedFile, params: paramsOf(ref), form };
    },
    {
      // The viewer shows a 409 itself (what changed); other failures toast.
      meta: { toastError: false },
      // After a save and after a 409 alike: the viewer shows the submission as it is now.
      onSettled: () => queryClient.invalidateQueries({ queryKey: gradingQueries.submission(ref).queryKey }),
    },
  );
}
